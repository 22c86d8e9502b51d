'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { plainProblemKey } from '@/features/checkout/checkout-problem-text';
import { normalizeCouponCode } from '@/features/checkout/coupon-verdict';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import type { Translate } from '@/features/i18n/translate';
import { buttonClass } from '@/features/ui/button-styles';
import { isApiError } from '@/lib/api-client';
import { checkCoupon } from './coupons-api';

function reasonOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 404) return 'coupon_not_found';
  const body = error.body as { reason?: unknown } | undefined;
  return typeof body?.reason === 'string' ? body.reason : null;
}

function describeRefusal(error: unknown, t: Translate): string {
  const reason = reasonOf(error);
  const key = reason ? plainProblemKey(reason) : undefined;
  return key ? t(key) : (getErrorMessages(error, t)[0] ?? t('errors.generic'));
}

/** "Check a code": coupon/apply answers whether a code can be used here, and why not. */
export function CouponCheckForm() {
  const t = useT();
  const inputId = useId();
  const statusId = useId();
  const [text, setText] = useState('');
  const check = useMutation({ mutationFn: checkCoupon, meta: { silent: true } });

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = normalizeCouponCode(text);
    if (code) check.mutate(code);
  }

  let status = null;
  if (check.isSuccess) {
    status = (
      <p role="status" className="text-sm font-semibold text-brand">
        {t('coupons.checkOk', { code: check.data.code })}
      </p>
    );
  } else if (check.isError) {
    const message = describeRefusal(check.error, t);
    status = (
      <div role="alert" className="text-sm text-danger">
        <p className="font-semibold">
          {t('coupons.checkRefused', { code: check.variables ?? '' })}
        </p>
        <p>{message}</p>
      </div>
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-busy={check.isPending}
      className="space-y-2 rounded-2xl border border-line bg-surface-raised p-4"
    >
      <label htmlFor={inputId} className="block font-semibold">
        {t('coupons.check')}
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
          aria-invalid={check.isError}
          placeholder={t('checkout.couponPlaceholder')}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-sm uppercase placeholder:normal-case"
        />
        <button
          type="submit"
          className={buttonClass('secondary')}
          disabled={check.isPending || normalizeCouponCode(text) === null}
        >
          {check.isPending ? t('checkout.couponChecking') : t('coupons.checkButton')}
        </button>
      </div>
      <div id={statusId} aria-live="polite">
        {status}
      </div>
    </form>
  );
}
