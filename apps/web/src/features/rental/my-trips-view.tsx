'use client';

import { tripList } from '@marketplace/contract/endpoints/trips';
import { TRIP_LIST_FILTERS } from '@marketplace/contract/trips';
import Link from 'next/link';
import { useState } from 'react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { EmptyState } from '@/features/catalog/empty-state';
import { useI18n } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { useTabList } from '@/features/ui/use-tab-list';
import { useInfiniteQuery } from '@/lib/hydration-safe-query';
import { useRental } from './rental-context';
import { TripStatusBadge } from './trip-status';
import { describeTrip, formatMoney, formatPickupTime } from './vehicle-display';

type Filter = (typeof TRIP_LIST_FILTERS)[number];

/** /my-trips: the caller's trips, all / running / completed (spec 01 §2), newest first. */
export function MyTripsView() {
  const { t, plural, locale } = useI18n();
  const { currency } = useCatalogSettings();
  const { call } = useRental();
  const [filter, setFilter] = useState<Filter>('all');
  const { tabProps } = useTabList(TRIP_LIST_FILTERS, filter, setFilter);
  const query = useInfiniteQuery({
    queryKey: ['rental-trips', filter],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(tripList, {
        params: { filter },
        query: { limit: 10, offset: pageParam },
        signal,
      }),
    getNextPageParam: (last) =>
      last.offset * last.limit < last.total_size ? last.offset + 1 : undefined,
  });
  const trips = query.data?.pages.flatMap((page) => page.trips) ?? [];
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label={t('rental.trips.title')} className="flex gap-2">
        {TRIP_LIST_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            {...tabProps(value)}
            className={buttonClass(filter === value ? 'primary' : 'secondary', 'sm')}
          >
            {t(`rental.trips.${value}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {query.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : query.isError ? (
          <RetryAlert className="space-y-2" onRetry={() => void query.refetch()}>
            <p>{t('rental.error')}</p>
          </RetryAlert>
        ) : trips.length === 0 ? (
          <EmptyState title={t('rental.trips.empty')} body={t('rental.trips.emptyBody')} />
        ) : (
          <ul className="space-y-3">
            {trips.map((trip) => (
              <li key={trip.id} className="rounded-2xl border border-line bg-surface-raised p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-bold">{t('rental.trips.trip', { id: trip.id })}</h2>
                  <TripStatusBadge status={trip.status} t={t} />
                  <span className="ms-auto font-bold tabular-nums">
                    {formatMoney(trip.trip_amount, currency)}
                  </span>
                </div>
                <p className="text-sm text-ink-muted">
                  {trip.provider.name} · {describeTrip(trip, t, plural)} ·{' '}
                  {formatPickupTime(trip.pickup_time, locale, trip.provider.time_zone)}
                </p>
                <p className="text-sm">
                  {trip.pickup_location.location_name} → {trip.destination_location.location_name}
                </p>
                <Link
                  href={`/my-trips/${trip.id}`}
                  className={buttonClass('secondary', 'sm', 'mt-2')}
                >
                  {t('rental.trips.view')}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage ? (
          <button
            type="button"
            className={buttonClass('secondary', 'md', 'mx-auto mt-3 flex')}
            onClick={() => void query.fetchNextPage()}
          >
            {t('rental.loadMore')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
