'use client';

import { formatAmount } from '@marketplace/domain/money/format-amount';
import { BadgePercent, X } from 'lucide-react';
import { useState } from 'react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useT } from '@/features/i18n/i18n-provider';
import { CouponCodeForm } from './coupon-code-form';
import type { CouponVerdict } from './coupon-verdict';

type CouponSectionProps = {
  /** The code sent with the quote, waiting for (or holding) the server's verdict. */
  applied: string | null;
  verdict: CouponVerdict | null;
  isChecking: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
};

/** Coupon entry: the server decides (through the quote) whether and how much it applies. */
export function CouponSection({
  applied,
  verdict,
  isChecking,
  onApply,
  onRemove,
}: CouponSectionProps) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const [text, setText] = useState('');
  const accepted = verdict?.kind === 'applied' && verdict.code === applied ? verdict : null;
  const rejected = verdict?.kind === 'rejected' && applied === null ? verdict : null;

  if (accepted) {
    return (
      <div className="flex items-start justify-between gap-2 rounded-xl border border-brand bg-brand-soft p-3">
        <p role="status" className="flex items-start gap-2 text-sm">
          <BadgePercent aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
          <span>
            <span className="block font-semibold">
              {t('checkout.couponApplied', { code: accepted.code })}
            </span>
            {accepted.discount > 0 ? (
              <span className="block text-ink-muted">
                {t('checkout.couponSaves', { amount: formatAmount(accepted.discount, currency) })}
              </span>
            ) : accepted.freeDelivery ? (
              <span className="block text-ink-muted">{t('checkout.couponFreeDelivery')}</span>
            ) : null}
          </span>
        </p>
        <button
          type="button"
          onClick={() => {
            setText('');
            onRemove();
          }}
          aria-label={t('checkout.removeCoupon', { code: accepted.code })}
          className="rounded-full p-2 text-ink-muted hover:bg-surface"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    );
  }

  return (
    <CouponCodeForm
      label={t('checkout.couponCode')}
      submitLabel={t('checkout.applyCoupon')}
      onSubmitCode={onApply}
      isBusy={isChecking}
      isInvalid={rejected !== null}
      status={
        rejected ? (
          <div role="alert" className="text-sm text-danger">
            <p className="font-semibold">{t('checkout.couponRejected', { code: rejected.code })}</p>
            {(rejected.messages.length > 0
              ? rejected.messages
              : [t('checkout.couponNotUsable')]
            ).map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null
      }
      labelClassName="text-sm font-semibold"
      text={text}
      onTextChange={setText}
    />
  );
}
