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
import { type OrderKey, orderKeyText } from '@/features/orders/order-id';
import { OrderReference } from '@/features/orders/order-reference';
import { OrderStatusBadge } from '@/features/orders/order-status-badge';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { LiveOrderStatus } from './live-order-status';
import { RouteMap } from './route-map';
import { TrackOrderForm, type TrackRequest } from './track-order-form';
import { getTrackOrderHref } from './track-order-href';
import { useLiveOrder } from './use-live-order';

function TrackResult({ request }: { request: TrackRequest }) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const { isSignedIn } = useShellState();
  const live = useLiveOrder(request.orderKey, request.contactNumber);

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
            ) : order.parcel_category ? (
              <p className="truncate text-sm text-ink-muted">
                {`${t('parcel.orderLabel')} · ${order.parcel_category.name}`}
              </p>
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
      <OrderReference reference={order.reference} />
      <LiveOrderStatus order={order} stream={live.stream} />
      <RouteMap order={order} />
      {isSignedIn ? (
        <Link href={`/my-orders/${order.reference}`} className={buttonClass('secondary')}>
          {t('orders.viewDetails')}
        </Link>
      ) : null}
    </section>
  );
}

/** The address of a tracked order: the reference (or an own order's old number), no phone. */
function trackAddress(key: OrderKey): string {
  return 'reference' in key ? getTrackOrderHref(key.reference) : `/track-order?order_id=${key.id}`;
}

/**
 * /track-order: a guest tracks by order reference and phone; a customer by reference (or their
 * own order's number). A link from the confirmation carries the guest's phone (?phone=), which
 * fills the form and is then dropped from the address.
 */
export function TrackOrderView({
  initialOrderKey,
  initialPhone = null,
}: {
  initialOrderKey: OrderKey | null;
  initialPhone?: string | null;
}) {
  const router = useRouter();
  const { isSignedIn } = useShellState();
  const [request, setRequest] = useState<TrackRequest | null>(
    initialOrderKey ? { orderKey: initialOrderKey, contactNumber: initialPhone } : null,
  );
  useEffect(() => {
    if (initialOrderKey && initialPhone) {
      router.replace(trackAddress(initialOrderKey), { scroll: false });
    }
  }, [initialOrderKey, initialPhone, router]);
  return (
    <div className="space-y-4">
      <TrackOrderForm
        initialOrderKey={initialOrderKey}
        initialPhone={initialPhone}
        isGuest={!isSignedIn}
        onTrack={(next) => {
          setRequest(next);
          // The reference goes in the address (survives a reload); the phone does not.
          router.replace(trackAddress(next.orderKey), { scroll: false });
        }}
      />
      {request ? (
        <TrackResult
          key={`${orderKeyText(request.orderKey)}:${request.contactNumber ?? ''}`}
          request={request}
        />
      ) : null}
    </div>
  );
}
