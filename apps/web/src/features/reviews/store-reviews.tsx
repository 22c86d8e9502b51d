'use client';

import { formatInstant } from '@marketplace/domain/time/format-instant';
import { EmptyState } from '@/features/catalog/empty-state';
import { useI18n } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useInfiniteQuery } from '@/lib/hydration-safe-query';
import { ReviewPhotos } from './review-photos';
import { fetchStoreReviews, STORE_REVIEWS_PAGE_SIZE } from './reviews-api';
import { Stars } from './star-input';

/** The store page's reviews (GET /stores/reviews), newest first, a page at a time. */
export function StoreReviews({ storeId, timeZone }: { storeId: number; timeZone: string }) {
  const { t, locale } = useI18n();
  const query = useInfiniteQuery({
    queryKey: ['reviews', 'store', storeId],
    queryFn: ({ pageParam, signal }) => fetchStoreReviews(storeId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * STORE_REVIEWS_PAGE_SIZE < last.total_size ? pages.length + 1 : undefined,
    retry: false,
    meta: { silent: true },
  });
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  const total = query.data?.pages[0]?.total_size ?? 0;

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div className="space-y-2" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-20 w-full" />
        ))}
      </div>
    );
  } else if (query.isError && isApiError(query.error) && query.error.status === 403) {
    body = <EmptyState title={t('reviews.noPlan')} />;
  } else if (query.isError) {
    body = (
      <RetryAlert
        className="space-y-2 rounded-xl border border-line p-4 text-sm"
        onRetry={() => void query.refetch()}
      >
        <p>{t('reviews.loadError')}</p>
      </RetryAlert>
    );
  } else if (reviews.length === 0) {
    body = <EmptyState title={t('reviews.none')} />;
  } else {
    body = (
      <>
        <ul className="divide-y divide-line rounded-2xl border border-line bg-surface-raised">
          {reviews.map((review) => (
            <li key={review.id} className="space-y-1 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{review.customer_name}</p>
                <time className="text-xs text-ink-muted" dateTime={review.created_at}>
                  {formatInstant(review.created_at, { locale, timeZone })}
                </time>
              </div>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <Stars rating={review.rating} />
                <span className="text-ink-muted">{review.item_name ?? t('reviews.ofStore')}</span>
              </p>
              {review.comment ? <p className="text-sm">{review.comment}</p> : null}
              <ReviewPhotos urls={review.attachment_full_url} />
            </li>
          ))}
        </ul>
        {query.hasNextPage ? (
          <div className="flex justify-center">
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t('common.loading') : t('reviews.more')}
            </button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="store-reviews-title" className="space-y-3">
      <h2 id="store-reviews-title" className="text-xl font-bold">
        {t('reviews.storeTitle')}
        {total > 0 ? <span className="ms-2 text-base text-ink-muted">({total})</span> : null}
      </h2>
      {body}
    </section>
  );
}
