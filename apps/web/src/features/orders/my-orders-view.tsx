'use client';

import { LogIn, MapPin } from 'lucide-react';
import Link from 'next/link';
import { useId, useState } from 'react';
import { EmptyState } from '@/features/catalog/empty-state';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { ReviewReminder } from '@/features/reviews/review-reminder';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';
import { useTabList } from '@/features/ui/use-tab-list';
import { OrderCard } from './order-card';
import type { OrderListKind } from './orders-api';
import { useOrderList } from './use-order-list';

const TABS: readonly OrderListKind[] = ['running', 'history'];

function OrderListPanel({ kind }: { kind: OrderListKind }) {
  const t = useT();
  const list = useOrderList(kind, true);
  if (list.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <EmptyState
        title={t('orders.loadError')}
        body={getErrorMessages(list.error, t).join(' ')}
        action={
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void list.refetch()}
          >
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  if (list.orders.length === 0) {
    return (
      <EmptyState
        title={kind === 'running' ? t('orders.noRunning') : t('orders.noHistory')}
        body={t('orders.noOrdersBody')}
        action={
          <Link href="/home" className={buttonClass('primary')}>
            {t('checkout.continueShopping')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {list.orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <div className="flex justify-center">
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t('common.loading') : t('orders.loadMore')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Guests have no order history (spec 01 §6): sign in, or track one order by its number. */
function GuestOrders() {
  const t = useT();
  const { openAuthDialog } = useShellState();
  return (
    <EmptyState
      title={t('orders.signInTitle')}
      body={t('orders.signInBody')}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => openAuthDialog('sign-in')}
          >
            <LogIn aria-hidden className="size-4" />
            {t('header.signIn')}
          </button>
          <Link href="/track-order" className={buttonClass('secondary')}>
            <MapPin aria-hidden className="size-4" />
            {t('tracking.title')}
          </Link>
        </div>
      }
    />
  );
}

/** /my-orders: running and history tabs (ARIA tabs; arrow keys move between them). */
export function MyOrdersView() {
  const t = useT();
  const { isSignedIn } = useShellState();
  const [tab, setTab] = useState<OrderListKind>('running');
  const baseId = useId();
  const { tabProps } = useTabList(TABS, tab, setTab);

  if (!isSignedIn) return <GuestOrders />;

  return (
    <div className="space-y-4">
      <ReviewReminder enabled />
      <div
        role="tablist"
        aria-label={t('orders.title')}
        className="flex gap-1 rounded-xl bg-surface-muted p-1"
      >
        {TABS.map((kind) => (
          <button
            key={kind}
            type="button"
            {...tabProps(kind)}
            id={`${baseId}-tab-${kind}`}
            aria-controls={`${baseId}-panel-${kind}`}
            className={
              tab === kind
                ? 'min-h-11 flex-1 rounded-lg bg-surface px-4 text-sm font-bold shadow-sm'
                : 'min-h-11 flex-1 rounded-lg px-4 text-sm font-semibold text-ink-muted hover:text-ink'
            }
          >
            {kind === 'running' ? t('orders.running') : t('orders.history')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`}>
        <OrderListPanel key={tab} kind={tab} />
      </div>
    </div>
  );
}
