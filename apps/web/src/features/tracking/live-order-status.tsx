'use client';

import type { OrderTrack } from '@marketplace/contract/orders';
import { useT } from '@/features/i18n/i18n-provider';
import { getStatusLabelKey } from '@/features/orders/order-status';
import { classNames } from '@/lib/class-names';
import { OrderStatusTimeline } from './order-status-timeline';
import type { StreamState } from './use-order-status-stream';

/** The timeline with the live link's state, and the status read out whenever it changes. */
export function LiveOrderStatus({ order, stream }: { order: OrderTrack; stream: StreamState }) {
  const t = useT();
  const label = t(getStatusLabelKey(order.order_status, order.order_type));
  const isLive = stream === 'live';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" aria-live="polite" className="text-lg font-bold">
          {t('tracking.currentStatus', { status: label })}
        </p>
        {order.is_running ? (
          <span className="inline-flex items-center gap-1.5 text-xs text-ink-muted">
            <span
              aria-hidden
              className={classNames(
                'size-2 rounded-full',
                isLive ? 'animate-pulse bg-brand' : 'bg-ink-muted',
              )}
            />
            {isLive
              ? t('tracking.live')
              : stream === 'unavailable'
                ? t('tracking.polling')
                : t('tracking.connecting')}
          </span>
        ) : null}
      </div>
      <OrderStatusTimeline order={order} />
    </div>
  );
}
