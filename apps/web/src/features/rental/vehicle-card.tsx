'use client';

import type { Vehicle } from '@marketplace/contract/rental-catalog';
import { Eye } from 'lucide-react';
import Link from 'next/link';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { Rating } from '@/features/catalog/rating';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { classNames } from '@/lib/class-names';
import { useRentFlow } from './rent-flow-provider';
import { VehicleBadges } from './vehicle-badges';
import { formatMoney } from './vehicle-display';
import { VehicleFacts } from './vehicle-facts';
import { WishlistHeart } from './wishlist-heart';

export type VehicleCardLayout = 'column' | 'row';

export function vehicleHref(id: number, from?: string): string {
  return `/rental/vehicle-details/${id}${from ? `?from=${encodeURIComponent(from)}` : ''}`;
}

/**
 * Spec 02 §2 vehicle card, in column or row layout: image, name, provider, rating, seats, type,
 * AC, transmission, fuel, vehicles available, New Arrival and discount badges, Start From price,
 * quick view, the wishlist heart and Rent This Car.
 */
export function VehicleCard({
  vehicle,
  layout = 'column',
  from,
  onQuickView,
}: {
  vehicle: Vehicle;
  layout?: VehicleCardLayout;
  from?: string;
  onQuickView?: (vehicle: Vehicle) => void;
}) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const { rent, busyVehicleId, isReady } = useRentFlow();
  const isRow = layout === 'row';
  const available = vehicle.total_vehicles;
  return (
    <article
      aria-label={vehicle.name}
      className={classNames(
        'relative flex overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm',
        isRow ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      <div className={classNames('relative', isRow ? 'sm:w-56 sm:shrink-0' : '')}>
        <CatalogImage
          url={vehicle.thumbnail_full_url}
          alt=""
          width={320}
          height={200}
          className="aspect-[16/10] h-full w-full object-cover"
        />
        <div className="absolute start-2 top-2 flex flex-col items-start gap-1">
          <VehicleBadges vehicle={vehicle} currency={currency} t={t} />
        </div>
        <WishlistHeart
          kind="vehicle"
          id={vehicle.id}
          name={vehicle.name}
          className="absolute end-2 top-2"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div>
          <h3 className="font-bold leading-tight">
            <Link href={vehicleHref(vehicle.id, from)} className="hover:underline">
              {vehicle.name}
            </Link>
          </h3>
          <p className="text-sm text-ink-muted">{vehicle.provider.name}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Rating average={vehicle.avg_rating} count={vehicle.total_reviews} t={t} />
          <span className="rounded bg-surface-muted px-1.5 py-0.5 text-xs capitalize">
            {vehicle.type}
          </span>
        </div>
        <VehicleFacts vehicle={vehicle} t={t} />
        <p
          className={classNames(
            'text-xs font-medium',
            available > 0 ? 'text-brand' : 'text-danger',
          )}
        >
          {available > 0
            ? t('rental.card.available', { count: available })
            : t('rental.card.notAvailable')}
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2">
          <p>
            <span className="block text-xs text-ink-muted">{t('rental.card.startFrom')}</span>
            <span className="text-lg font-bold">
              {formatMoney(vehicle.start_from_price, currency)}
            </span>
          </p>
          <div className="flex gap-2">
            {onQuickView ? (
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => onQuickView(vehicle)}
                aria-label={`${t('rental.card.quickView')}: ${vehicle.name}`}
              >
                <Eye aria-hidden className="size-4" />
              </button>
            ) : null}
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              disabled={!isReady || busyVehicleId === vehicle.id || available === 0}
              onClick={() => void rent(vehicle)}
              aria-label={`${t('rental.card.rent')}: ${vehicle.name}`}
            >
              {t('rental.card.rent')}
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
