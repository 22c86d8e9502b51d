'use client';

import { useMutation } from '@tanstack/react-query';
import { plainProblemKey } from '@/features/checkout/checkout-problem-text';
import { CouponCodeForm } from '@/features/checkout/coupon-code-form';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import type { Translate } from '@/features/i18n/translate';
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
  const check = useMutation({ mutationFn: checkCoupon, meta: { silent: true } });

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
    <CouponCodeForm
      label={t('coupons.check')}
      submitLabel={t('coupons.checkButton')}
      onSubmitCode={(code) => check.mutate(code)}
      isBusy={check.isPending}
      isInvalid={check.isError}
      status={status}
      announceStatus
      className="rounded-2xl border border-line bg-surface-raised p-4"
      labelClassName="block font-semibold"
    />
  );
}
