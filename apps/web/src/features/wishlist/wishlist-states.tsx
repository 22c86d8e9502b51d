'use client';

import { EmptyState } from '@/features/catalog/empty-state';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';

/** The wishlist drawer's list while it loads (items and stores, or vehicles and providers). */
export function WishlistLoading() {
  const t = useT();
  return (
    <div className="space-y-2" aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

/** The wishlist could not be loaded: why (when the server said), and Try again. */
export function WishlistLoadError({ body, onRetry }: { body?: string; onRetry: () => void }) {
  const t = useT();
  return (
    <EmptyState
      title={t('wishlist.loadError')}
      body={body}
      action={
        <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}
