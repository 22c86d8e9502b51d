'use client';

import { formatAmount } from '@marketplace/domain/money/format-amount';
import { CircleCheck, CircleX, Loader2, MapPin, RotateCcw } from 'lucide-react';
import Link from 'next/link';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import type { MessageKey } from '@/features/i18n/messages/en';
import { useShellState } from '@/features/shell/shell-state-provider';
import { LiveOrderStatus } from '@/features/tracking/live-order-status';
import { getTrackOrderHref } from '@/features/tracking/track-order-href';
import { useLiveOrder } from '@/features/tracking/use-live-order';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';
import { type ConfirmationOutcome, getConfirmationOutcome } from './confirmation-outcome';
import type { OrderKey } from './order-id';
import { OrderReference } from './order-reference';
import { useReorder } from './use-reorder';

const TITLES: Record<ConfirmationOutcome, MessageKey> = {
  placed: 'orders.placedTitle',
  payment_failed: 'orders.paymentFailedTitle',
  canceled: 'orders.canceledTitle',
};

const BODIES: Record<ConfirmationOutcome, MessageKey> = {
  placed: 'orders.placedBody',
  payment_failed: 'orders.paymentFailedBody',
  canceled: 'orders.canceledBody',
};

type OrderConfirmationViewProps = { orderKey: OrderKey; status: 'success' | 'fail' };

/**
 * /order-confirmation?order=<reference>&status=success|fail, where the checkout (and the payment
 * gateway) lands: the order placed and its live status, or a failed payment with a way to try
 * again (the lines go back into the cart).
 */
export function OrderConfirmationView({ orderKey, status }: OrderConfirmationViewProps) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const { isSignedIn } = useShellState();
  const live = useLiveOrder(orderKey);
  const reorder = useReorder();
  const order = live.data;
  const outcome = getConfirmationOutcome(status, order);
  const isFailed = outcome === 'payment_failed';
  const isPlaced = outcome === 'placed';

  return (
    <div className="mx-auto max-w-2xl space-y-6 py-4">
      <div className="flex flex-col items-center gap-3 text-center">
        {isPlaced ? (
          <CircleCheck aria-hidden className="size-16 text-brand" />
        ) : (
          <CircleX aria-hidden className="size-16 text-danger" />
        )}
        <h1 className="text-2xl font-extrabold">{t(TITLES[outcome])}</h1>
        {order ? <p className="text-ink-muted">{t(BODIES[outcome], { id: order.id })}</p> : null}
      </div>

      {live.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : order ? (
        <section
          aria-labelledby="confirmation-order"
          className="space-y-4 rounded-xl border border-line p-4"
        >
          <div className="flex items-center justify-between gap-3">
            <h2 id="confirmation-order" className="font-bold">
              {t('orders.orderNumber', { id: order.id })}
            </h2>
            <p className="font-extrabold tabular-nums">
              {formatAmount(order.order_amount, currency)}
            </p>
          </div>
          <OrderReference reference={order.reference} />
          {isPlaced ? <LiveOrderStatus order={order} stream={live.stream} /> : null}
        </section>
      ) : null}

      {reorder.isError ? (
        <p role="alert" className="text-center text-sm text-danger">
          {getErrorMessages(reorder.error, t).join(' ')}
        </p>
      ) : null}

      <div className="flex flex-wrap justify-center gap-2">
        {isFailed && order?.order_type === 'parcel' ? (
          // A parcel has no lines to put back in a cart: its form starts again.
          <Link
            href={`/parcel${order.parcel_category ? `?category=${order.parcel_category.id}` : ''}`}
            className={buttonClass('primary')}
          >
            <RotateCcw aria-hidden className="size-4" />
            {t('orders.tryAgain')}
          </Link>
        ) : isFailed && order ? (
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={reorder.isPending}
            onClick={() => reorder.mutate({ id: order.id, module_id: order.module_id })}
          >
            {reorder.isPending ? (
              <Loader2 aria-hidden className="size-4 animate-spin" />
            ) : (
              <RotateCcw aria-hidden className="size-4" />
            )}
            {t('orders.tryAgain')}
          </button>
        ) : null}
        {isPlaced && order ? (
          <Link
            href={getTrackOrderHref(
              order.reference,
              isSignedIn ? null : order.delivery_address?.contact_person_number,
            )}
            className={buttonClass('primary')}
          >
            <MapPin aria-hidden className="size-4" />
            {t('tracking.title')}
          </Link>
        ) : null}
        {isSignedIn ? (
          <Link href="/my-orders" className={buttonClass('secondary')}>
            {t('orders.title')}
          </Link>
        ) : null}
        <Link href="/home" className={buttonClass('secondary')}>
          {t('checkout.continueShopping')}
        </Link>
      </div>
    </div>
  );
}
