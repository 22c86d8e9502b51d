'use client';

import { vehicleSearch } from '@marketplace/contract/endpoints/rental-catalog';
import { LayoutGrid, List } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/features/catalog/empty-state';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { useInfiniteQuery } from '@/lib/hydration-safe-query';
import { useRental } from './rental-context';
import { searchedHours } from './trip-search';
import { useTripSearch } from './use-trip-search';
import type { VehicleCardLayout } from './vehicle-card';
import { VehicleFiltersForm } from './vehicle-filters';
import { VehicleGrid } from './vehicle-grid';
import type { VehicleSearchPageQuery } from './vehicle-search-page-query';
import { EMPTY_FILTERS, toSearchApiQuery, type VehicleFilters } from './vehicle-search-query';

const PAGE = 12;
/** /rental/vehicle-search: filters, column or row layout, and the vehicles free for the trip. */
export function VehicleSearchView({ query }: { query: VehicleSearchPageQuery }) {
  const t = useT();
  const { call } = useRental();
  const { search } = useTripSearch();
  const [filters, setFilters] = useState<VehicleFilters>({
    ...EMPTY_FILTERS,
    sort: query.sort ?? 'default',
  });
  const [layout, setLayout] = useState<VehicleCardLayout>(query.layout ?? 'column');
  const hours =
    search.tripType === 'distance_wise'
      ? search.distanceData
        ? search.distanceData.durationSeconds / 3600
        : undefined
      : searchedHours(search);
  const window = {
    pickup_time:
      search.selectedDate ?? new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(),
    estimated_hours: hours ? Math.round(hours * 1000) / 1000 : undefined,
  };
  const apiQuery = toSearchApiQuery(
    { ...query, trip_type: query.trip_type ?? search.tripType },
    filters,
    window,
  );
  const result = useInfiniteQuery({
    queryKey: ['rental-search', apiQuery],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(vehicleSearch, {
        query: { ...apiQuery, limit: PAGE, offset: pageParam },
        signal,
      }),
    getNextPageParam: (last) =>
      last.offset * last.limit < last.total_size ? last.offset + 1 : undefined,
  });
  const vehicles = result.data?.pages.flatMap((page) => page.vehicles) ?? [];
  const total = result.data?.pages[0]?.total_size ?? 0;
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <aside>
        <VehicleFiltersForm value={filters} onApply={setFilters} />
      </aside>
      <section aria-labelledby="rental-results" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="rental-results" className="font-semibold" aria-live="polite">
            {result.isSuccess ? t('rental.results.count', { count: total }) : t('common.loading')}
          </h2>
          <fieldset className="flex gap-1">
            <legend className="sr-only">{t('rental.layout.label')}</legend>
            {(['column', 'row'] as const).map((value) => {
              const Icon = value === 'column' ? LayoutGrid : List;
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={layout === value}
                  aria-label={t(`rental.layout.${value}`)}
                  onClick={() => setLayout(value)}
                  className={buttonClass(layout === value ? 'primary' : 'secondary', 'sm')}
                >
                  <Icon aria-hidden className="size-4" />
                </button>
              );
            })}
          </fieldset>
        </div>
        {result.isPending ? (
          <div role="status" aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{t('common.loading')}</span>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-72 w-full" />
            ))}
          </div>
        ) : result.isError ? (
          <RetryAlert className="space-y-3 py-8 text-center" onRetry={() => void result.refetch()}>
            <p>{t('rental.error')}</p>
          </RetryAlert>
        ) : vehicles.length === 0 ? (
          <EmptyState title={t('rental.results.empty')} body={t('rental.results.emptyBody')} />
        ) : (
          <>
            <VehicleGrid vehicles={vehicles} layout={layout} from="search" />
            {result.hasNextPage ? (
              <button
                type="button"
                className={buttonClass('secondary', 'md', 'mx-auto flex')}
                disabled={result.isFetchingNextPage}
                onClick={() => void result.fetchNextPage()}
              >
                {t('rental.loadMore')}
              </button>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
