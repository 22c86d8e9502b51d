'use client';

import { useT } from '@/features/i18n/i18n-provider';

/** The order's public reference, which tracking asks for (decision 0029); selectable to copy. */
export function OrderReference({ reference }: { reference: string }) {
  const t = useT();
  return (
    <p className="text-sm">
      <span className="text-ink-muted">{t('orders.reference')}: </span>
      <span className="select-all break-all font-mono" data-testid="order-reference">
        {reference}
      </span>
    </p>
  );
}
