'use client';

import type {
  providerReviews,
  vehicleReviews,
} from '@marketplace/contract/endpoints/rental-catalog';
import { formatInstant } from '@marketplace/domain/time/format-instant';
import { Star } from 'lucide-react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useI18n } from '@/features/i18n/i18n-provider';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { useQuery } from '@/lib/hydration-safe-query';
import { useRental } from './rental-context';

/** The latest reviews of a vehicle, or of a provider's vehicles. */
export function VehicleReviews({
  path,
  id,
  showVehicle = false,
}: {
  path: typeof vehicleReviews | typeof providerReviews;
  id: number;
  showVehicle?: boolean;
}) {
  const { t, locale } = useI18n();
  const { timeZone } = useCatalogSettings();
  const { call } = useRental();
  const query = useQuery({
    queryKey: ['rental-reviews', path.path, id],
    queryFn: ({ signal }) =>
      call(path, {
        params: { id },
        query: { limit: 10, offset: 1 },
        signal,
      }),
  });
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError) {
    return (
      <RetryAlert className="space-y-2" onRetry={() => void query.refetch()}>
        <p>{t('rental.error')}</p>
      </RetryAlert>
    );
  }
  if (query.data.reviews.length === 0)
    return <p className="text-ink-muted">{t('rental.details.noReviews')}</p>;
  return (
    <ul className="space-y-3">
      {query.data.reviews.map((review) => (
        <li key={review.id} className="rounded-xl border border-line p-3">
          <p className="flex items-center gap-2 text-sm">
            <span className="font-semibold">{review.customer_name}</span>
            <span className="inline-flex items-center gap-0.5">
              <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
              {review.rating}
              <span className="sr-only">/5</span>
            </span>
            <time className="ms-auto text-xs text-ink-muted" dateTime={review.created_at}>
              {formatInstant(review.created_at, { locale, timeZone })}
            </time>
          </p>
          {showVehicle ? <p className="text-xs text-ink-muted">{review.vehicle_name}</p> : null}
          <p className="mt-1 text-sm">{review.comment}</p>
        </li>
      ))}
    </ul>
  );
}
