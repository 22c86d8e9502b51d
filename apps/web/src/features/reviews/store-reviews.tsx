import { storeReviews } from '@marketplace/contract/endpoints/reviews';
import type { StoreReviewPage } from '@marketplace/contract/reviews';
import { unstable_rethrow } from 'next/navigation';
import { EmptyState } from '@/features/catalog/empty-state';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import type { Translate } from '@/features/i18n/translate';
import { Skeleton } from '@/features/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { serverCallApi } from '@/lib/server-api';
import { STORE_REVIEWS_PAGE_SIZE } from './reviews-api';
import { StoreReviewRows } from './store-review-row';
import { StoreReviewsMore } from './store-reviews-more';

type FirstPage = { kind: 'page'; page: StoreReviewPage } | { kind: 'noPlan' } | { kind: 'failed' };

/** GET /stores/reviews, first page, on the server: a 403 is a store without a review plan. */
async function loadFirstPage(storeId: number): Promise<FirstPage> {
  try {
    const page = await serverCallApi(storeReviews, {
      query: { store_id: storeId, limit: STORE_REVIEWS_PAGE_SIZE, offset: 1 },
    });
    return { kind: 'page', page };
  } catch (error) {
    unstable_rethrow(error);
    if (isApiError(error) && error.status === 403) return { kind: 'noPlan' };
    console.error("[reviews] the store's reviews could not be loaded", error);
    return { kind: 'failed' };
  }
}

function ReviewsSection({
  t,
  total,
  children,
}: {
  t: Translate;
  total: number;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby="store-reviews-title" className="space-y-3">
      <h2 id="store-reviews-title" className="text-xl font-bold">
        {t('reviews.storeTitle')}
        {total > 0 ? <span className="ms-2 text-base text-ink-muted">({total})</span> : null}
      </h2>
      {children}
    </section>
  );
}

/**
 * The store page's reviews, newest first: the first page rendered on the server (no request,
 * no script and no second render while the page loads, decision 0055); later pages load on
 * demand in the browser.
 */
export async function StoreReviews({ storeId, timeZone }: { storeId: number; timeZone: string }) {
  const [{ t, locale }, first] = await Promise.all([getRequestI18n(), loadFirstPage(storeId)]);
  if (first.kind === 'noPlan') {
    return (
      <ReviewsSection t={t} total={0}>
        <EmptyState title={t('reviews.noPlan')} />
      </ReviewsSection>
    );
  }
  const reviews = first.kind === 'page' ? first.page.reviews : [];
  const total = first.kind === 'page' ? first.page.total_size : 0;
  if (first.kind === 'page' && reviews.length === 0) {
    return (
      <ReviewsSection t={t} total={0}>
        <EmptyState title={t('reviews.none')} />
      </ReviewsSection>
    );
  }
  return (
    <ReviewsSection t={t} total={total}>
      <StoreReviewsMore
        storeId={storeId}
        timeZone={timeZone}
        shownIds={reviews.map((review) => review.id)}
        total={total}
        failed={first.kind === 'failed'}
      >
        <StoreReviewRows reviews={reviews} t={t} locale={locale} timeZone={timeZone} />
      </StoreReviewsMore>
    </ReviewsSection>
  );
}

/** The reviews' place while the server loads them (streamed in after the rest of the page). */
export async function StoreReviewsSkeleton() {
  const { t } = await getRequestI18n();
  return (
    <ReviewsSection t={t} total={0}>
      <div className="space-y-2" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-20 w-full" />
        ))}
      </div>
    </ReviewsSection>
  );
}
