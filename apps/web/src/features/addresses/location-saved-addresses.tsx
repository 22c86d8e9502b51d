'use client';

import type { Address } from '@marketplace/contract/addresses';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { useLocationResolver } from '@/features/location/use-location-resolver';
import { Skeleton } from '@/features/ui/skeleton';
import { AddressSummary } from './address-summary';
import { useSavedAddresses } from './use-saved-addresses';

/**
 * The header location popover's saved addresses (spec 02 §2; the navbar variant of spec 01 §4):
 * choosing one sets the location, with zone ids from the server, and reloads the page.
 */
export function LocationSavedAddresses({ onChosen }: { onChosen: () => void }) {
  const t = useT();
  const saved = useSavedAddresses({ isEnabled: true });
  const resolver = useLocationResolver();
  const pendingPoint = resolver.pendingSource?.kind === 'point' ? resolver.pendingSource : null;

  function choose(address: Address) {
    resolver.resolve(
      {
        kind: 'point',
        point: { lat: address.latitude, lng: address.longitude, address: address.address },
      },
      { onSuccess: onChosen },
    );
  }

  let list: ReactNode;
  if (saved.isLoading) {
    list = <Skeleton className="mx-3 h-12" />;
  } else if (saved.isError) {
    list = <p className="px-3 text-xs text-ink-muted">{t('addresses.loadError')}</p>;
  } else if (saved.addresses.length === 0) {
    list = <p className="px-3 text-xs text-ink-muted">{t('addresses.popoverEmpty')}</p>;
  } else {
    list = (
      <ul className="max-h-60 overflow-y-auto">
        {saved.addresses.map((address) => {
          const isPending =
            pendingPoint?.point.lat === address.latitude &&
            pendingPoint.point.lng === address.longitude;
          return (
            <li key={address.id}>
              <button
                type="button"
                disabled={resolver.isPending}
                onClick={() => choose(address)}
                className="flex w-full items-start gap-2 rounded-lg px-3 py-2 text-start hover:bg-surface-muted disabled:opacity-60"
              >
                <AddressSummary address={address} showContact={false} />
                {isPending ? (
                  <Loader2 aria-hidden className="ms-auto size-4 shrink-0 animate-spin" />
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="mb-2 border-b border-line pb-2">
      <p className="px-3 pb-1 text-xs font-semibold uppercase text-ink-muted">
        {t('addresses.savedTitle')}
      </p>
      {list}
      {resolver.errorMessage ? (
        <p role="alert" className="mx-3 mt-1 text-xs text-danger">
          {resolver.errorMessage}
        </p>
      ) : null}
    </div>
  );
}
