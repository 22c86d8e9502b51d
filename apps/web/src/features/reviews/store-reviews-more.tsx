'use client';

import { type ReactNode, useState } from 'react';
import { EmptyState } from '@/features/catalog/empty-state';
import { useI18n } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { RetryAlert } from '@/features/ui/retry-alert';
import { useInfiniteQuery } from '@/lib/hydration-safe-query';
import { fetchStoreReviews, STORE_REVIEWS_PAGE_SIZE } from './reviews-api';
import { StoreReviewRows } from './store-review-row';

/**
 * The store's review list around the rows the server rendered (`children`, the first page), with
 * More reviews loading the next pages here. When the server could not load the first page
 * (`failed`), it says so, and Retry loads it here.
 */
export function StoreReviewsMore({
  storeId,
  timeZone,
  shownIds,
  total,
  failed,
  children,
}: {
  storeId: number;
  timeZone: string;
  shownIds: number[];
  total: number;
  failed: boolean;
  children: ReactNode;
}) {
  const { t, locale } = useI18n();
  const firstPage = failed ? 1 : 2;
  const [isRequested, setRequested] = useState(false);
  const query = useInfiniteQuery({
    queryKey: ['reviews', 'store', storeId, 'from', firstPage],
    queryFn: ({ pageParam, signal }) => fetchStoreReviews(storeId, pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: (last, pages) =>
      (firstPage - 1 + pages.length) * STORE_REVIEWS_PAGE_SIZE < last.total_size
        ? firstPage + pages.length
        : undefined,
    enabled: isRequested,
    retry: false,
    meta: { silent: true },
  });
  // A review written meanwhile shifts the pages: show each review once.
  const seen = new Set(shownIds);
  const more = (query.data?.pages.flatMap((page) => page.reviews) ?? []).filter(
    (review) => !seen.has(review.id) && seen.add(review.id),
  );
  const isFailing = query.isError || (failed && !isRequested);
  const hasMore = query.data ? query.hasNextPage : !failed && shownIds.length < total;

  const load = () => {
    if (!isRequested) setRequested(true);
    else if (query.data) void query.fetchNextPage();
    else void query.refetch();
  };

  return (
    <div className="space-y-3">
      {shownIds.length > 0 || more.length > 0 ? (
        <ul className="divide-y divide-line rounded-2xl border border-line bg-surface-raised">
          {children}
          <StoreReviewRows reviews={more} t={t} locale={locale} timeZone={timeZone} />
        </ul>
      ) : null}
      {isFailing ? (
        <RetryAlert className="space-y-2 rounded-xl border border-line p-4 text-sm" onRetry={load}>
          <p>{t('reviews.loadError')}</p>
        </RetryAlert>
      ) : null}
      {failed && query.isSuccess && more.length === 0 ? (
        <EmptyState title={t('reviews.none')} />
      ) : null}
      {hasMore && !isFailing ? (
        <div className="flex justify-center">
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={query.isFetching}
            onClick={load}
          >
            {query.isFetching ? t('common.loading') : t('reviews.more')}
          </button>
        </div>
      ) : null}
      {failed && query.isFetching && !query.data ? (
        <p aria-live="polite" className="text-sm text-ink-muted">
          {t('common.loading')}
        </p>
      ) : null}
    </div>
  );
}
