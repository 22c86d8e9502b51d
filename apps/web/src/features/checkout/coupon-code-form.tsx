'use client';

import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { classNames } from '@/lib/class-names';
import { normalizeCouponCode } from './coupon-verdict';

/**
 * A coupon code's field and button with the answer below it: the checkout's coupon entry and
 * the coupons page's "Check a code". Sends the normalised code; an empty one is not sent.
 */
export function CouponCodeForm({
  label,
  submitLabel,
  onSubmitCode,
  isBusy,
  isInvalid,
  status,
  announceStatus = false,
  className,
  labelClassName,
  text: heldText,
  onTextChange,
}: {
  label: string;
  submitLabel: string;
  onSubmitCode: (code: string) => void;
  isBusy: boolean;
  isInvalid: boolean;
  /** The answer (accepted or refused), described to the field. */
  status: ReactNode;
  /** Read out when it changes (the coupons page; the checkout's summary announces its own). */
  announceStatus?: boolean;
  className?: string;
  labelClassName: string;
  /**
   * The typed code, when the caller keeps it (the checkout shows a code again after its coupon
   * stops applying); otherwise the form keeps it.
   */
  text?: string;
  onTextChange?: (text: string) => void;
}) {
  const t = useT();
  const inputId = useId();
  const statusId = useId();
  const [ownText, setOwnText] = useState('');
  const text = heldText ?? ownText;
  const setText = onTextChange ?? setOwnText;

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = normalizeCouponCode(text);
    if (code) onSubmitCode(code);
  }

  return (
    <form onSubmit={submit} aria-busy={isBusy} className={classNames('space-y-2', className)}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={100}
          aria-describedby={statusId}
          aria-invalid={isInvalid}
          placeholder={t('checkout.couponPlaceholder')}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-sm uppercase placeholder:normal-case"
        />
        <button
          type="submit"
          className={buttonClass('secondary')}
          disabled={isBusy || normalizeCouponCode(text) === null}
        >
          {isBusy ? t('checkout.couponChecking') : submitLabel}
        </button>
      </div>
      <div id={statusId} aria-live={announceStatus ? 'polite' : undefined}>
        {status}
      </div>
    </form>
  );
}
