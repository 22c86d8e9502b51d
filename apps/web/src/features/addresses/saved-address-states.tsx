'use client';

import { Loader2, MapPinOff } from 'lucide-react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { RetryAlert } from '@/features/ui/retry-alert';
import { classNames } from '@/lib/class-names';
import type { SavedAddresses } from './use-saved-addresses';

/** The saved addresses could not be loaded: say so, with Retry. */
export function SavedAddressesError({
  saved,
  className,
}: {
  saved: Pick<SavedAddresses, 'refetch'>;
  className: string;
}) {
  const t = useT();
  return (
    <RetryAlert className={className} buttonSize="sm" onRetry={() => void saved.refetch()}>
      <p>{t('addresses.loadError')}</p>
    </RetryAlert>
  );
}

/** Spec 01 §2 'Oops': the customer has no saved address (to show here). */
export function NoSavedAddresses({ paddingClass }: { paddingClass: string }) {
  const t = useT();
  return (
    <div className={classNames('flex flex-col items-center gap-2 text-center', paddingClass)}>
      <MapPinOff aria-hidden className="size-10 text-ink-muted" />
      <p className="text-lg font-bold">{t('addresses.oops')}</p>
      <p className="max-w-xs text-sm text-ink-muted">{t('addresses.emptySaved')}</p>
    </div>
  );
}

/** The next page of saved addresses, at the end of a list. */
export function LoadMoreAddresses({
  saved,
}: {
  saved: Pick<SavedAddresses, 'loadMore' | 'isLoadingMore'>;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className={buttonClass('ghost', 'sm', 'w-full')}
      onClick={() => void saved.loadMore()}
      disabled={saved.isLoadingMore}
    >
      {saved.isLoadingMore ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
      {t('addresses.loadMore')}
    </button>
  );
}
