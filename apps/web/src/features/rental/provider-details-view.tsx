'use client';

import { providerReviews, providerVehicles } from '@marketplace/contract/endpoints/rental-catalog';
import type { RentalProvider } from '@marketplace/contract/rental-catalog';
import { MapPin } from 'lucide-react';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { EmptyState } from '@/features/catalog/empty-state';
import { Rating } from '@/features/catalog/rating';
import { useT } from '@/features/i18n/i18n-provider';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { useQuery } from '@/lib/hydration-safe-query';
import { useRental } from './rental-context';
import { formatMoney } from './vehicle-display';
import { VehicleGrid } from './vehicle-grid';
import { VehicleReviews } from './vehicle-reviews';
import { WishlistHeart } from './wishlist-heart';

/** /rental/provider-details/{id}: the provider, its vehicles and their reviews. */
export function ProviderDetailsView({ provider }: { provider: RentalProvider }) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const { call } = useRental();
  const vehicles = useQuery({
    queryKey: ['rental-provider-vehicles', provider.id],
    queryFn: ({ signal }) =>
      call(providerVehicles, {
        params: { id: provider.id },
        query: { limit: 50, offset: 1 },
        signal,
      }),
  });
  const discount = provider.discount;
  return (
    <div className="space-y-6">
      <header className="overflow-hidden rounded-2xl border border-line bg-surface-raised">
        <CatalogImage
          url={provider.cover_photo_full_url}
          alt=""
          width={1200}
          height={240}
          priority
          className="h-40 w-full object-cover md:h-56"
        />
        <div className="flex flex-wrap items-center gap-4 p-4">
          <CatalogImage
            url={provider.logo_full_url}
            alt=""
            width={72}
            height={72}
            className="size-18 rounded-2xl border border-line"
          />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-extrabold">{provider.name}</h1>
            <Rating
              average={provider.avg_rating}
              count={provider.rating_count}
              t={t}
              withReviewsLabel
            />
            <p className="flex items-center gap-1 text-sm text-ink-muted">
              <MapPin aria-hidden className="size-4" />
              {provider.address}
            </p>
            {discount ? (
              <p className="mt-1 text-sm font-semibold text-brand">
                {t('rental.provider.discount', {
                  value:
                    discount.discount_type === 'percent'
                      ? `${discount.discount}%`
                      : formatMoney(discount.discount, currency),
                  min: formatMoney(discount.min_purchase, currency),
                  max: formatMoney(discount.max_discount, currency),
                })}
              </p>
            ) : null}
          </div>
          <WishlistHeart kind="provider" id={provider.id} name={provider.name} />
        </div>
      </header>
      <section aria-labelledby="provider-vehicles" className="space-y-3">
        <h2 id="provider-vehicles" className="text-lg font-bold">
          {t('rental.provider.vehicles', { name: provider.name })}
        </h2>
        {vehicles.isPending ? (
          <Skeleton className="h-72 w-full" />
        ) : vehicles.isError ? (
          <RetryAlert className="space-y-2" onRetry={() => void vehicles.refetch()}>
            <p>{t('rental.error')}</p>
          </RetryAlert>
        ) : vehicles.data.vehicles.length === 0 ? (
          <EmptyState title={t('rental.results.empty')} />
        ) : (
          <VehicleGrid vehicles={vehicles.data.vehicles} from="provider" />
        )}
      </section>
      <section aria-labelledby="provider-reviews" className="space-y-3">
        <h2 id="provider-reviews" className="text-lg font-bold">
          {t('rental.details.reviews')}
        </h2>
        <VehicleReviews path={providerReviews} id={provider.id} showVehicle />
      </section>
    </div>
  );
}
