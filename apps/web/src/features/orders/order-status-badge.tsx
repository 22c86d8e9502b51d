'use client';

import type { OrderKind, OrderStatus } from '@marketplace/domain/orders/order-status';
import { useT } from '@/features/i18n/i18n-provider';
import { classNames } from '@/lib/class-names';
import { getStatusLabelKey, getStatusTone, type StatusTone } from './order-status';

const TONES: Record<StatusTone, string> = {
  progress: 'bg-brand-soft text-brand',
  success: 'bg-brand text-on-brand',
  danger: 'bg-danger-soft text-danger',
  neutral: 'bg-surface-muted text-ink',
};

export function OrderStatusBadge({
  status,
  orderType,
}: {
  status: OrderStatus;
  orderType: OrderKind;
}) {
  const t = useT();
  return (
    <span
      className={classNames(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[getStatusTone(status)],
      )}
    >
      {t(getStatusLabelKey(status, orderType))}
    </span>
  );
}
