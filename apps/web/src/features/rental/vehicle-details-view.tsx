'use client';

import { vehicleReviews } from '@marketplace/contract/endpoints/rental-catalog';
import type { Vehicle } from '@marketplace/contract/rental-catalog';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { Rating } from '@/features/catalog/rating';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { classNames } from '@/lib/class-names';
import { providerHref } from './provider-card';
import { useRentFlow } from './rent-flow-provider';
import { VehicleBadges } from './vehicle-badges';
import { VehicleCarousel } from './vehicle-carousel';
import { formatMoney } from './vehicle-display';
import { VehicleFacts } from './vehicle-facts';
import { VehiclePrices } from './vehicle-prices';
import { VehicleReviews } from './vehicle-reviews';
import { WishlistHeart } from './wishlist-heart';

/** Spec 02 §2: the booking bar shows once the page has scrolled past 200 px. */
const BOOKING_BAR_AFTER_PX = 200;

function useScrolledPast(px: number): boolean {
  const [isPast, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > px);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [px]);
  return isPast;
}

/** /rental/vehicle-details/{id}: carousel, provider, description, specs, prices, reviews. */
export function VehicleDetailsView({ vehicle }: { vehicle: Vehicle }) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const { rent, busyVehicleId, isReady } = useRentFlow();
  const showBar = useScrolledPast(BOOKING_BAR_AFTER_PX);
  const specs = [
    [t('rental.details.model'), vehicle.model],
    [t('rental.details.engine'), vehicle.engine_capacity],
    [t('rental.details.power'), vehicle.engine_power],
    [t('rental.details.fleet'), String(vehicle.total_vehicle_count)],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  const rentButton = (
    <button
      type="button"
      className={buttonClass('primary')}
      disabled={!isReady || busyVehicleId === vehicle.id}
      onClick={() => void rent(vehicle)}
    >
      {t('rental.card.rent')}
    </button>
  );
  return (
    <article className="space-y-6 pb-24">
      <div className="grid gap-6 lg:grid-cols-2">
        <VehicleCarousel images={vehicle.images_full_url} name={vehicle.name} />
        <div className="space-y-3">
          <div className="flex items-start justify-between gap-2">
            <h1 className="text-2xl font-extrabold">{vehicle.name}</h1>
            <WishlistHeart kind="vehicle" id={vehicle.id} name={vehicle.name} />
          </div>
          <p className="text-sm">
            <Link
              href={providerHref(vehicle.provider.id)}
              className="font-semibold text-brand hover:underline"
            >
              {t('rental.details.provider', { name: vehicle.provider.name })}
            </Link>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Rating
              average={vehicle.avg_rating}
              count={vehicle.total_reviews}
              t={t}
              withReviewsLabel
            />
            <VehicleBadges vehicle={vehicle} currency={currency} t={t} />
          </div>
          <VehicleFacts vehicle={vehicle} t={t} />
          <h2 className="pt-2 font-bold">{t('rental.details.prices')}</h2>
          <VehiclePrices vehicle={vehicle} currency={currency} t={t} />
          {rentButton}
        </div>
      </div>
      <section aria-labelledby="vehicle-description">
        <h2 id="vehicle-description" className="mb-2 text-lg font-bold">
          {t('rental.details.description')}
        </h2>
        <p className="leading-relaxed">{vehicle.description}</p>
      </section>
      <section aria-labelledby="vehicle-specs">
        <h2 id="vehicle-specs" className="mb-2 text-lg font-bold">
          {t('rental.details.specs')}
        </h2>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {specs.map(([label, value]) => (
            <div key={label} className="rounded-xl border border-line p-2">
              <dt className="text-xs text-ink-muted">{label}</dt>
              <dd className="font-semibold capitalize">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="vehicle-reviews">
        <h2 id="vehicle-reviews" className="mb-2 text-lg font-bold">
          {t('rental.details.reviews')}
        </h2>
        <VehicleReviews path={vehicleReviews} id={vehicle.id} />
      </section>
      <div
        aria-hidden={!showBar}
        className={classNames(
          'fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface-raised/95 px-4 py-3 shadow-lg backdrop-blur transition-transform',
          showBar ? 'translate-y-0' : 'pointer-events-none translate-y-full',
        )}
      >
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3">
          <p>
            <span className="block text-xs text-ink-muted">{t('rental.card.startFrom')}</span>
            <span className="text-lg font-bold">
              {formatMoney(vehicle.start_from_price, currency)}
            </span>
          </p>
          {showBar ? rentButton : null}
        </div>
      </div>
    </article>
  );
}
