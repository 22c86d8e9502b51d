'use client';

import type { Order, OrderTrack } from '@marketplace/contract/orders';
import { canCustomerCancel } from '@marketplace/domain/orders/order-status';
import { canRequestRefund } from '@marketplace/domain/orders/refund';
import { isReviewable } from '@marketplace/domain/reviews/review-rules';
import { formatInstant } from '@marketplace/domain/time/format-instant';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';
import { readGuestId } from '@/features/cart/cart-guest-id';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { EmptyState } from '@/features/catalog/empty-state';
import { OrderBreakdown } from '@/features/checkout/order-breakdown';
import { getErrorMessages } from '@/features/errors/query-client';
import { useI18n } from '@/features/i18n/i18n-provider';
import { OrderReviewsCard } from '@/features/reviews/order-reviews-card';
import { useShellState } from '@/features/shell/shell-state-provider';
import { LiveOrderStatus } from '@/features/tracking/live-order-status';
import { getRouteEnds } from '@/features/tracking/route-ends';
import { RouteMap } from '@/features/tracking/route-map';
import { orderTrackKey, useLiveOrder } from '@/features/tracking/use-live-order';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { toOrderBreakdown } from './order-amounts';
import { OrderChatLinks } from './order-chat-links';
import type { OrderKey } from './order-id';
import { OrderInfo } from './order-info';
import { OrderLines } from './order-lines';
import { OrderPrescriptions } from './order-prescriptions';
import { OrderStatusBadge } from './order-status-badge';
import { getPaymentSwitchOptions } from './payment-switch-options';
import { useOrderLines } from './use-order-lines';

// The dialog (and its dialog primitives) loads when the customer asks to cancel.
const CancelOrderDialog = dynamic(() =>
  import('./cancel-order-dialog').then((m) => m.CancelOrderDialog),
);
const RefundRequestDialog = dynamic(() =>
  import('./refund-request-dialog').then((m) => m.RefundRequestDialog),
);
const PaymentSwitchDialog = dynamic(() =>
  import('./payment-switch-dialog').then((m) => m.PaymentSwitchDialog),
);

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl border border-line p-4">
      <h2 className="text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

function DetailsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-busy="true">
      <div className="space-y-4">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

/**
 * /my-orders/{reference}: live status, lines, amounts, address and payment, and cancel while
 * pending. An old /my-orders/{id} link opens only the caller's own order.
 */
export function OrderDetailsView({
  orderKey,
  additionalChargeName,
  openReview = false,
}: {
  orderKey: OrderKey;
  /** Open the review dialog at once (the review reminder's link). */
  openReview?: boolean;
  /** The config's name for the additional charge ('Service fee'); the order keeps only its amount. */
  additionalChargeName: string;
}) {
  const { t, locale } = useI18n();
  const { isSignedIn } = useShellState();
  const { currency } = useCatalogSettings();
  const queryClient = useQueryClient();
  const live = useLiveOrder(orderKey);
  const lines = useOrderLines(live.data?.id ?? 0, live.isSuccess);
  const [isCanceling, setIsCanceling] = useState(false);
  const [isAskingRefund, setIsAskingRefund] = useState(false);
  const [isSwitchingPayment, setIsSwitchingPayment] = useState(false);
  // A change the server answered with (cancel, refund, payment method) shows at once.
  const showChanged = (changed: Order) =>
    queryClient.setQueryData<OrderTrack>(orderTrackKey(orderKey, null), (old) =>
      old ? { ...old, ...changed } : old,
    );

  const back = (
    <Link
      href="/my-orders"
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('orders.title')}
    </Link>
  );

  if (live.isPending) return <DetailsSkeleton />;
  if (live.isError) {
    const isMissing = isApiError(live.error) && live.error.status === 404;
    return (
      <div className="space-y-4">
        {back}
        <EmptyState
          title={isMissing ? t('orders.notFound') : t('orders.loadError')}
          body={isMissing ? undefined : getErrorMessages(live.error, t).join(' ')}
          action={
            isMissing ? null : (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => void live.refetch()}
              >
                {t('common.retry')}
              </button>
            )
          }
        />
      </div>
    );
  }

  const order = live.data;
  // A parcel has no items to list or review (issue 16).
  const isParcel = order.order_type === 'parcel';
  const caller = { guestId: isSignedIn ? null : readGuestId() };
  const paymentOptions = getPaymentSwitchOptions(order, isSignedIn);
  const breakdown = toOrderBreakdown(order, currency.digitsAfterDecimalPoint, {
    additionalCharge: additionalChargeName || t('checkout.additionalCharge'),
    freeDelivery: t('checkout.free'),
  });

  return (
    <div className="space-y-4">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold">{t('orders.orderNumber', { id: order.id })}</h1>
        <OrderStatusBadge status={order.order_status} orderType={order.order_type} />
      </div>
      <p className="text-sm text-ink-muted">
        {t('orders.placedAt', {
          time: formatInstant(order.created_at, {
            locale,
            timeZone: order.time_zone,
            withZoneLabel: true,
          }),
        })}
        {order.store ? ` · ${order.store.name}` : ''}
      </p>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <Card title={t('tracking.statusTitle')}>
            <LiveOrderStatus order={order} stream={live.stream} />
          </Card>
          {getRouteEnds(order) ? (
            <Card title={t('tracking.routeTitle')}>
              <RouteMap order={order} />
            </Card>
          ) : null}
          {isParcel ? null : (
            <Card title={t('orders.items')}>
              {lines.data ? (
                <OrderLines lines={lines.data} />
              ) : lines.isError ? (
                <p className="text-sm text-danger">{getErrorMessages(lines.error, t).join(' ')}</p>
              ) : (
                <Skeleton className="h-20 w-full" />
              )}
            </Card>
          )}
          {order.order_attachment_full_url.length > 0 ? (
            <Card title={t('orders.prescription')}>
              <OrderPrescriptions urls={order.order_attachment_full_url} />
            </Card>
          ) : null}
          <Card title={t('orders.information')}>
            <OrderInfo order={order} />
          </Card>
        </div>
        <section className="space-y-4 rounded-xl border border-line p-4 lg:sticky lg:top-4">
          <h2 className="text-base font-bold">{t('orders.payment')}</h2>
          {order.coupon_code ? (
            <p className="text-sm">{t('orders.couponUsed', { code: order.coupon_code })}</p>
          ) : null}
          <OrderBreakdown quote={breakdown} />
          {paymentOptions.length > 0 ? (
            <div className="space-y-2 rounded-lg bg-surface-muted p-3 text-sm">
              <p>{t('paymentSwitch.hint')}</p>
              <button
                type="button"
                className={buttonClass('secondary', 'md', 'w-full')}
                onClick={() => setIsSwitchingPayment(true)}
              >
                {t('paymentSwitch.open')}
              </button>
            </div>
          ) : null}
          {isSignedIn ? <OrderChatLinks order={order} /> : null}
          {isSignedIn && !isParcel ? (
            <OrderReviewsCard
              orderId={order.id}
              isDelivered={isReviewable(order.order_status)}
              openAtStart={openReview}
            />
          ) : null}
          {canRequestRefund(order.order_status) ? (
            <button
              type="button"
              className={buttonClass('secondary', 'md', 'w-full')}
              onClick={() => setIsAskingRefund(true)}
            >
              {t('refund.open')}
            </button>
          ) : null}
          {order.order_status === 'refund_requested' ? (
            <p role="status" className="rounded-lg bg-surface-muted p-3 text-sm">
              {t('refund.pending')}
            </p>
          ) : null}
          {canCustomerCancel(order.order_status) ? (
            <button
              type="button"
              className={buttonClass('danger', 'md', 'w-full')}
              onClick={() => setIsCanceling(true)}
            >
              {t('orders.cancelOrder')}
            </button>
          ) : null}
        </section>
      </div>
      {isCanceling ? (
        <CancelOrderDialog
          open
          onOpenChange={setIsCanceling}
          orderId={order.id}
          caller={caller}
          onCanceled={showChanged}
        />
      ) : null}
      {isAskingRefund ? (
        <RefundRequestDialog
          open
          onOpenChange={setIsAskingRefund}
          orderId={order.id}
          caller={caller}
          onRequested={showChanged}
        />
      ) : null}
      {isSwitchingPayment ? (
        <PaymentSwitchDialog
          open
          onOpenChange={setIsSwitchingPayment}
          orderId={order.id}
          options={paymentOptions}
          isTakeAway={order.order_type === 'take_away'}
          caller={caller}
          onSwitched={showChanged}
        />
      ) : null}
    </div>
  );
}
