'use client';

import type { OrderTrack } from '@marketplace/contract/orders';
import { formatInstant } from '@marketplace/domain/time/format-instant';
import { CalendarClock, CircleX, MapPin, NotebookPen, Store, Wallet } from 'lucide-react';
import { useI18n } from '@/features/i18n/i18n-provider';
import type { MessageKey } from '@/features/i18n/messages/en';
import { ParcelOrderInfo } from '@/features/parcel/parcel-order-info';
import { AddressLines, InfoRow } from './order-info-row';

const PAYMENT_KEYS: Record<OrderTrack['payment_method'], MessageKey> = {
  cash_on_delivery: 'checkout.cashOnDelivery',
  digital_payment: 'checkout.digitalPayment',
  wallet: 'checkout.wallet',
};

const PAYMENT_STATUS_KEYS: Record<OrderTrack['payment_status'], MessageKey> = {
  paid: 'orders.paid',
  unpaid: 'orders.unpaid',
  failed: 'orders.paymentFailed',
};

/** Where the order goes (or where to collect it), how it is paid, when, and the note. */
export function OrderInfo({ order }: { order: OrderTrack }) {
  const { t, locale } = useI18n();
  const address = order.delivery_address;
  return (
    <div className="space-y-4">
      {order.order_type === 'parcel' ? (
        <ParcelOrderInfo order={order} />
      ) : order.order_type === 'delivery' && address ? (
        <InfoRow icon={<MapPin className="size-4" />} title={t('orders.deliverTo')}>
          <AddressLines place={address} />
        </InfoRow>
      ) : order.store ? (
        <InfoRow icon={<Store className="size-4" />} title={t('orders.collectFrom')}>
          <p>{order.store.name}</p>
          <p>{order.store.address}</p>
        </InfoRow>
      ) : null}
      <InfoRow icon={<Wallet className="size-4" />} title={t('checkout.paymentMethod')}>
        <p>
          {t(PAYMENT_KEYS[order.payment_method])}
          {order.partially_paid_amount > 0 && order.payment_method !== 'wallet'
            ? ` + ${t('checkout.wallet')}`
            : ''}
          {' · '}
          {t(PAYMENT_STATUS_KEYS[order.payment_status])}
        </p>
      </InfoRow>
      {order.schedule_at ? (
        <InfoRow icon={<CalendarClock className="size-4" />} title={t('orders.scheduledFor')}>
          <time dateTime={order.schedule_at}>
            {formatInstant(order.schedule_at, {
              locale,
              timeZone: order.time_zone,
              withZoneLabel: true,
            })}
          </time>
        </InfoRow>
      ) : null}
      {order.order_note ? (
        <InfoRow icon={<NotebookPen className="size-4" />} title={t('checkout.orderNote')}>
          <p className="whitespace-pre-line">{order.order_note}</p>
        </InfoRow>
      ) : null}
      {order.cancellation_reason ? (
        <InfoRow icon={<CircleX className="size-4" />} title={t('orders.cancelReason')}>
          <p>{order.cancellation_reason}</p>
        </InfoRow>
      ) : null}
    </div>
  );
}
