'use client';

import type { CustomerCoupon } from '@marketplace/contract/coupons';
import { Ticket } from 'lucide-react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useI18n } from '@/features/i18n/i18n-provider';
import { CopyCodeButton } from './copy-code-button';
import { describeCouponRules, describeCouponValue } from './describe-coupon';

/** One coupon: what it takes off, its code with Copy, and its rules written out. */
export function CouponCard({ coupon }: { coupon: CustomerCoupon }) {
  const { t, locale } = useI18n();
  const { currency } = useCatalogSettings();
  const titleId = `coupon-${coupon.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4"
    >
      <div className="flex items-start gap-3">
        <Ticket aria-hidden className="mt-0.5 size-6 shrink-0 text-brand" />
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-extrabold">
            {describeCouponValue(coupon, currency, t)}
          </h2>
          <p className="text-sm text-ink-muted">{coupon.title}</p>
        </div>
      </div>
      <ul className="space-y-1 text-sm">
        {describeCouponRules(coupon, currency, locale, t).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <div className="mt-auto flex items-center justify-between gap-2 rounded-xl border border-dashed border-brand px-3 py-2">
        <span className="font-mono text-base font-bold tracking-wide">{coupon.code}</span>
        <CopyCodeButton code={coupon.code} />
      </div>
    </article>
  );
}
