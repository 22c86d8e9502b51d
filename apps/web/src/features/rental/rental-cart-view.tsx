'use client';

import Link from 'next/link';
import { EmptyState } from '@/features/catalog/empty-state';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { BookingForm } from './booking-form';
import { RentalCartLines, RentalTripSummary } from './rental-cart-lines';
import { useRentalCart } from './use-rental-cart';

type PaymentConfig = {
  cash_on_delivery: boolean;
  digital_payment: boolean;
  customer_wallet_status: number;
};

/** /rental/cart: the trip, its vehicles with counters, and the booking form. */
export function RentalCartView({ config }: { config: PaymentConfig }) {
  const t = useT();
  const { cart, isLoading, isError, refetch } = useRentalCart();
  if (isLoading) {
    return (
      <div role="status" aria-busy="true" className="space-y-3">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <RetryAlert className="space-y-3 py-8 text-center" onRetry={() => void refetch()}>
        <p>{t('rental.error')}</p>
      </RetryAlert>
    );
  }
  if (cart.carts.length === 0 || !cart.user_data) {
    return (
      <EmptyState
        title={t('rental.cart.empty')}
        action={
          <Link href="/home" className={buttonClass('primary')}>
            {t('rental.cart.continue')}
          </Link>
        }
      />
    );
  }
  // The quote is asked again whenever the cart changes (its lines and their quantities).
  const version = JSON.stringify([cart.user_data, cart.carts.map((l) => [l.id, l.quantity])]);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby="rental-trip" className="space-y-3">
        <h2 id="rental-trip" className="text-lg font-bold">
          {t('rental.cart.trip')}
        </h2>
        <RentalTripSummary
          trip={cart.user_data}
          providerTimeZone={cart.carts[0]?.provider.time_zone ?? 'UTC'}
        />
        <RentalCartLines lines={cart.carts} />
      </section>
      <BookingForm config={config} cartVersion={version} />
    </div>
  );
}
