'use client';

import { formatAmount } from '@marketplace/domain/money/format-amount';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { EmptyState } from '@/features/catalog/empty-state';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { OrderStatusBadge } from '@/features/orders/order-status-badge';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { LiveOrderStatus } from './live-order-status';
import { TrackOrderForm, type TrackRequest } from './track-order-form';
import { useLiveOrder } from './use-live-order';

function TrackResult({ request }: { request: TrackRequest }) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const { isSignedIn } = useShellState();
  const live = useLiveOrder(request.orderId, request.contactNumber);

  if (live.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (live.isError) {
    const isMissing = isApiError(live.error) && live.error.status === 404;
    return (
      <EmptyState
        title={isMissing ? t('tracking.notFound') : t('orders.loadError')}
        body={isMissing ? t('tracking.notFoundBody') : getErrorMessages(live.error, t).join(' ')}
      />
    );
  }
  const order = live.data;
  return (
    <section
      aria-labelledby="tracked-order"
      className="space-y-4 rounded-xl border border-line p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {order.store ? (
            <CatalogImage
              url={order.store.logo_full_url}
              alt=""
              width={48}
              height={48}
              className="shrink-0 rounded-lg bg-surface-muted object-cover"
            />
          ) : null}
          <div className="min-w-0">
            <h2 id="tracked-order" className="text-lg font-bold">
              {t('orders.orderNumber', { id: order.id })}
            </h2>
            {order.store ? (
              <p className="truncate text-sm text-ink-muted">{order.store.name}</p>
            ) : null}
          </div>
        </div>
        <div className="text-end">
          <OrderStatusBadge status={order.order_status} orderType={order.order_type} />
          <p className="mt-1 font-extrabold tabular-nums">
            {formatAmount(order.order_amount, currency)}
          </p>
        </div>
      </div>
      <LiveOrderStatus order={order} stream={live.stream} />
      {isSignedIn ? (
        <Link href={`/my-orders/${order.id}`} className={buttonClass('secondary')}>
          {t('orders.viewDetails')}
        </Link>
      ) : null}
    </section>
  );
}

/**
 * /track-order: a guest tracks by order id and phone; a customer by order id (own orders). A link
 * from the confirmation carries the guest's phone (?phone=), which fills the form and is then
 * dropped from the address.
 */
export function TrackOrderView({
  initialOrderId,
  initialPhone = null,
}: {
  initialOrderId: number | null;
  initialPhone?: string | null;
}) {
  const router = useRouter();
  const { isSignedIn } = useShellState();
  const [request, setRequest] = useState<TrackRequest | null>(
    initialOrderId ? { orderId: initialOrderId, contactNumber: initialPhone } : null,
  );
  useEffect(() => {
    if (initialOrderId && initialPhone) {
      router.replace(`/track-order?order_id=${initialOrderId}`, { scroll: false });
    }
  }, [initialOrderId, initialPhone, router]);
  return (
    <div className="space-y-4">
      <TrackOrderForm
        initialOrderId={initialOrderId}
        initialPhone={initialPhone}
        isGuest={!isSignedIn}
        onTrack={(next) => {
          setRequest(next);
          // The order id goes in the address (shareable, survives a reload); the phone does not.
          router.replace(`/track-order?order_id=${next.orderId}`, { scroll: false });
        }}
      />
      {request ? (
        <TrackResult key={`${request.orderId}:${request.contactNumber ?? ''}`} request={request} />
      ) : null}
    </div>
  );
}
