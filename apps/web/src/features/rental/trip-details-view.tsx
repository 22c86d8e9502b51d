'use client';

import { tripPayment } from '@marketplace/contract/endpoints/trips';
import type { Trip } from '@marketplace/contract/trips';
import { useState } from 'react';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useI18n } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { notify } from '@/features/ui/notify';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { CancelTripDialog } from './cancel-trip-dialog';
import { RentalTripSummary } from './rental-cart-lines';
import { useRental } from './rental-context';
import { TripStatusBadge, TripTimeline } from './trip-status';
import { TripVehicleReview } from './trip-vehicle-review';
import { useLiveTrip } from './use-live-trip';
import { formatMoney } from './vehicle-display';

function TripBody({ trip }: { trip: Trip }) {
  const { t, locale } = useI18n();
  const { currency, timeZone } = useCatalogSettings();
  const { call } = useRental();
  const [isCanceling, setCanceling] = useState(false);
  const money = (n: number) => formatMoney(n, currency);
  const pay = async () => {
    try {
      const { redirect_link } = await call(tripPayment, {
        body: { trip_id: trip.id },
      });
      window.location.assign(redirect_link);
    } catch (error) {
      notify(
        'error',
        isApiError(error) && error.messages[0] ? error.messages[0] : t('rental.error'),
      );
    }
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <section
          aria-labelledby="trip-status"
          className="rounded-2xl border border-line bg-surface-raised p-4"
        >
          <h2 id="trip-status" className="mb-3 flex items-center gap-2 font-bold">
            {t('rental.trip.live')} <TripStatusBadge status={trip.status} t={t} />
          </h2>
          <div aria-live="polite">
            <TripTimeline trip={trip} t={t} locale={locale} timeZone={timeZone} />
          </div>
        </section>
        <RentalTripSummary trip={trip} providerTimeZone={trip.provider.time_zone} />
        <div className="flex flex-wrap gap-2">
          {trip.can_cancel ? (
            <button
              type="button"
              className={buttonClass('danger')}
              onClick={() => setCanceling(true)}
            >
              {t('rental.trip.cancel')}
            </button>
          ) : null}
          {trip.status === 'pending' &&
          trip.payment_method === 'digital_payment' &&
          trip.payment_status !== 'paid' ? (
            <button type="button" className={buttonClass('primary')} onClick={() => void pay()}>
              {t('rental.trip.pay')}
            </button>
          ) : null}
        </div>
      </div>
      <div className="space-y-4">
        <ul
          aria-label={t('rental.cart.vehicles')}
          className="divide-y divide-line rounded-2xl border border-line bg-surface-raised px-4"
        >
          {trip.vehicles.map((vehicle) => (
            <li key={vehicle.vehicle_id} className="space-y-3 py-3">
              <div className="flex items-center gap-3">
                <CatalogImage
                  url={vehicle.image_full_url}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 rounded-lg"
                />
                <span className="flex-1 font-medium">
                  {vehicle.name} × {vehicle.quantity}
                </span>
                <span className="tabular-nums">{money(vehicle.fare - vehicle.discount)}</span>
              </div>
              <TripVehicleReview trip={trip} vehicle={vehicle} />
            </li>
          ))}
        </ul>
        <dl className="space-y-1 rounded-2xl border border-line bg-surface-raised p-4 text-sm">
          {[
            [t('rental.booking.subtotal'), money(trip.subtotal)],
            [t('rental.booking.vehicleDiscount'), `− ${money(trip.vehicle_discount)}`],
            [t('rental.booking.providerDiscount'), `− ${money(trip.provider_discount)}`],
            [t('rental.booking.couponDiscount'), `− ${money(trip.coupon_discount)}`],
            [
              trip.tax_included ? t('rental.booking.taxIncluded') : t('rental.booking.tax'),
              money(trip.tax),
            ],
            [t('rental.booking.walletPart'), money(trip.wallet_amount)],
          ].map(([label, value]) => (
            <div key={label} className="flex justify-between">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
          <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
            <dt>{t('rental.booking.total')}</dt>
            <dd className="tabular-nums">{money(trip.trip_amount)}</dd>
          </div>
        </dl>
        <p className="text-sm text-ink-muted">
          {t('rental.details.provider', { name: trip.provider.name })}
        </p>
      </div>
      {isCanceling ? <CancelTripDialog trip={trip} onClose={() => setCanceling(false)} /> : null}
    </div>
  );
}

/** A trip's details and live status (My Trips, Track Trip, the payment's return page). */
export function TripDetailsView({
  tripId,
  paymentStatus,
}: {
  tripId: number;
  paymentStatus?: 'success' | 'fail';
}) {
  const { t } = useI18n();
  const query = useLiveTrip(tripId);
  return (
    <div className="space-y-4">
      <h1 className="flex flex-wrap items-center gap-2 text-2xl font-extrabold">
        {t('rental.trips.trip', { id: tripId })}
      </h1>
      {paymentStatus ? (
        <p role="status" className={paymentStatus === 'success' ? 'text-brand' : 'text-danger'}>
          {paymentStatus === 'success'
            ? t('rental.trip.paymentSuccess')
            : t('rental.trip.paymentFailed')}
        </p>
      ) : null}
      {query.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : query.isError ? (
        isApiError(query.error) && query.error.status === 404 ? (
          <p role="alert">{t('rental.trip.notFound')}</p>
        ) : (
          <RetryAlert className="space-y-2" onRetry={() => void query.refetch()}>
            <p>{t('rental.error')}</p>
          </RetryAlert>
        )
      ) : (
        <TripBody trip={query.data} />
      )}
    </div>
  );
}
