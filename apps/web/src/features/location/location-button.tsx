'use client';

import { ChevronDown, Loader2, LocateFixed, Map as MapIcon, MapPin, Search } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { PopoverPanel } from '@/features/ui/popover-panel';
import { classNames } from '@/lib/class-names';
import { getShortAddress } from './short-address';
import { useLocationResolver } from './use-location-resolver';

// Customers' saved addresses load only when the popover opens (first-load budget).
const LocationSavedAddresses = dynamic(() =>
  import('@/features/addresses/location-saved-addresses').then((m) => m.LocationSavedAddresses),
);

const itemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm hover:bg-surface-muted disabled:opacity-60';

/** The header's location control: shows the chosen address and opens the location popover. */
export function LocationButton({ className }: { className?: string }) {
  const t = useT();
  const { location, isSignedIn, openLocationPicker, openAuthDialog } = useShellState();
  const [isOpen, setIsOpen] = useState(false);
  const resolver = useLocationResolver();

  function openPicker(startOnMap: boolean) {
    setIsOpen(false);
    openLocationPicker({ startOnMap });
  }

  return (
    <PopoverPanel
      open={isOpen}
      onOpenChange={setIsOpen}
      className={classNames('min-w-0', className)}
      triggerLabel={
        location
          ? t('header.locationLabel', { address: location.address })
          : t('header.chooseLocation')
      }
      triggerClassName="inline-flex min-h-10 w-full min-w-0 items-center gap-1.5 rounded-full border border-line px-3 text-sm hover:bg-surface-muted"
      trigger={
        <>
          <MapPin aria-hidden className="size-4 shrink-0 text-brand" />
          <span className="truncate sm:hidden">
            {location ? getShortAddress(location.address) : t('header.chooseLocation')}
          </span>
          <span className="hidden truncate sm:inline">
            {location?.address ?? t('header.chooseLocation')}
          </span>
          <ChevronDown aria-hidden className="ms-auto size-4 shrink-0 text-ink-muted" />
        </>
      }
      panelLabel={t('location.popoverTitle')}
      panelClassName="sm:w-80"
    >
      <p className="px-3 pt-1 pb-2 text-sm font-semibold">{t('location.popoverTitle')}</p>
      {isSignedIn ? (
        isOpen ? (
          <LocationSavedAddresses onChosen={() => setIsOpen(false)} />
        ) : null
      ) : (
        <div className="mx-3 mb-2 rounded-lg bg-surface-muted p-2 text-xs text-ink-muted">
          <p>{t('location.signInForSaved')}</p>
          <button
            type="button"
            className="mt-1 font-semibold text-brand underline-offset-2 hover:underline"
            onClick={() => {
              setIsOpen(false);
              openAuthDialog();
            }}
          >
            {t('header.signIn')}
          </button>
        </div>
      )}
      <button
        type="button"
        className={itemClass}
        disabled={resolver.isPending}
        onClick={() => resolver.resolve({ kind: 'current' }, { onSuccess: () => setIsOpen(false) })}
      >
        {resolver.isPending ? (
          <Loader2 aria-hidden className="size-4 animate-spin" />
        ) : (
          <LocateFixed aria-hidden className="size-4 text-brand" />
        )}
        {t('location.useCurrent')}
      </button>
      <button type="button" className={itemClass} onClick={() => openPicker(false)}>
        <Search aria-hidden className="size-4 text-brand" />
        {t('location.searchLabel')}
      </button>
      <button type="button" className={itemClass} onClick={() => openPicker(true)}>
        <MapIcon aria-hidden className="size-4 text-brand" />
        {t('location.pickFromMap')}
      </button>
      {resolver.errorMessage ? (
        <p role="alert" className="mx-3 mt-2 text-xs text-danger">
          {resolver.errorMessage}
        </p>
      ) : null}
    </PopoverPanel>
  );
}
