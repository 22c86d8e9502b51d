'use client';

import type { Address } from '@marketplace/contract/addresses';
import { Loader2, MapPinOff } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';
import { classNames } from '@/lib/class-names';
import { AddressSummary } from './address-summary';
import { useSavedAddresses } from './use-saved-addresses';

type SavedAddressesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Only addresses the store delivers to (spec 02 §5). */
  storeZoneId?: number | null;
  selectedId: number | null;
  onSelect: (address: Address) => void;
};

/** Spec 01 §2 'Saved Addresses': a list at most 40vh high, Cancel and Select, or the 'Oops' state. */
export function SavedAddressesDialog({
  open,
  onOpenChange,
  storeZoneId = null,
  selectedId,
  onSelect,
}: SavedAddressesDialogProps) {
  const t = useT();
  const name = useId();
  const saved = useSavedAddresses({ isEnabled: open, storeZoneId });
  const [choiceId, setChoiceId] = useState<number | null>(selectedId);
  const choice = saved.addresses.find((address) => address.id === choiceId) ?? null;

  let body: ReactNode;
  if (saved.isLoading) {
    body = (
      <div className="space-y-2" aria-busy="true">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  } else if (saved.isError) {
    body = (
      <div role="alert" className="space-y-2 py-4 text-center text-sm">
        <p>{t('addresses.loadError')}</p>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => void saved.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (saved.addresses.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 py-6 text-center">
        <MapPinOff aria-hidden className="size-10 text-ink-muted" />
        <p className="text-lg font-bold">{t('addresses.oops')}</p>
        <p className="max-w-xs text-sm text-ink-muted">{t('addresses.emptySaved')}</p>
      </div>
    );
  } else {
    body = (
      <fieldset className="max-h-[40vh] space-y-2 overflow-y-auto pe-1">
        <legend className="sr-only">{t('addresses.savedTitle')}</legend>
        {saved.addresses.map((address) => (
          <label
            key={address.id}
            className={classNames(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
              address.id === choiceId ? 'border-brand bg-brand-soft' : 'border-line',
            )}
          >
            <input
              type="radio"
              name={name}
              value={address.id}
              checked={address.id === choiceId}
              onChange={() => setChoiceId(address.id)}
              className="mt-1 size-4 shrink-0 accent-[var(--brand)]"
            />
            <AddressSummary address={address} />
          </label>
        ))}
        {saved.hasMore ? (
          <button
            type="button"
            className={buttonClass('ghost', 'sm', 'w-full')}
            onClick={() => void saved.loadMore()}
            disabled={saved.isLoadingMore}
          >
            {saved.isLoadingMore ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
            {t('addresses.loadMore')}
          </button>
        ) : null}
      </fieldset>
    );
  }

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t('addresses.savedTitle')}>
      {body}
      <div className="mt-4 flex justify-end gap-2">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => onOpenChange(false)}
        >
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={!choice}
          onClick={() => {
            if (!choice) return;
            onSelect(choice);
            onOpenChange(false);
          }}
        >
          {t('addresses.select')}
        </button>
      </div>
    </AppDialog>
  );
}
