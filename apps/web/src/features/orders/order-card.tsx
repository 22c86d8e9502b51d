'use client';

import type { Order } from '@marketplace/contract/orders';
import { formatAmount } from '@marketplace/domain/money/format-amount';
import { isRunning } from '@marketplace/domain/orders/order-status';
import { formatInstant } from '@marketplace/domain/time/format-instant';
import { MapPin } from 'lucide-react';
import Link from 'next/link';
import { useId } from 'react';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useI18n } from '@/features/i18n/i18n-provider';
import { getTrackOrderHref } from '@/features/tracking/track-order-href';
import { buttonClass } from '@/features/ui/button-styles';
import { OrderStatusBadge } from './order-status-badge';

/** One order in My Orders: store, when, status, how many items, total, and where to go next. */
export function OrderCard({ order }: { order: Order }) {
  const { t, plural, locale } = useI18n();
  const { currency } = useCatalogSettings();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {order.store ? (
          <CatalogImage
            url={order.store.logo_full_url}
            alt=""
            width={48}
            height={48}
            className="shrink-0 rounded-lg bg-surface-muted object-cover"
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-bold">
              <Link href={`/my-orders/${order.reference}`} className="hover:underline">
                {t('orders.orderNumber', { id: order.id })}
              </Link>
            </h3>
            <OrderStatusBadge status={order.order_status} orderType={order.order_type} />
          </div>
          {order.store ? <p className="truncate text-sm">{order.store.name}</p> : null}
          <p className="text-xs text-ink-muted">
            <time dateTime={order.created_at}>
              {formatInstant(order.created_at, {
                locale,
                timeZone: order.time_zone,
                withZoneLabel: true,
              })}
            </time>
            {' · '}
            {order.parcel_category
              ? order.parcel_category.name
              : plural('orders.itemCount', order.details_count)}
            {' · '}
            {order.order_type === 'parcel'
              ? t('parcel.orderLabel')
              : order.order_type === 'delivery'
                ? t('checkout.homeDelivery')
                : t('checkout.takeAway')}
          </p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <p className="font-extrabold tabular-nums">{formatAmount(order.order_amount, currency)}</p>
        <div className="flex gap-2">
          {isRunning(order.order_status) ? (
            <Link
              href={getTrackOrderHref(order.reference)}
              className={buttonClass('secondary', 'sm')}
              aria-label={t('orders.trackOrderNumber', { id: order.id })}
            >
              <MapPin aria-hidden className="size-4" />
              {t('orders.track')}
            </Link>
          ) : null}
          <Link
            href={`/my-orders/${order.reference}`}
            className={buttonClass('primary', 'sm')}
            aria-label={t('orders.detailsOfOrder', { id: order.id })}
          >
            {t('orders.details')}
          </Link>
        </div>
      </div>
    </article>
  );
}
