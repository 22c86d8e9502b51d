'use client';

import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';

/** The button under a paged list, with a count of what is shown and an error to retry. */
export function LoadMoreButton({
  shown,
  total,
  hasMore,
  isLoading,
  isError,
  onLoadMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  isLoading: boolean;
  isError: boolean;
  onLoadMore: () => void;
}) {
  const t = useT();
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      <p className="text-sm text-ink-muted" aria-live="polite">
        {t('catalog.showingCount', { shown, total })}
      </p>
      {isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('errors.generic')}
        </p>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'min-w-40')}
          onClick={onLoadMore}
          disabled={isLoading}
          aria-busy={isLoading}
        >
          {isLoading ? t('common.loading') : t('catalog.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
