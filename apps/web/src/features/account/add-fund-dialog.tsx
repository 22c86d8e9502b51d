'use client';

import { CreditCard } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { showFormErrors } from '@/features/auth/server-errors';
import {
  createAttemptKeys,
  isSettledFailure,
  randomKey,
} from '@/features/checkout/idempotency-attempt';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { Field, INPUT_CLASS } from '@/features/ui/form/field';
import { SubmitButton } from '@/features/ui/form/submit-button';
import { ApiError } from '@/lib/api-client';
import { classNames } from '@/lib/class-names';
import { toSafeHttpUrl } from '@/lib/safe-url';
import type { AccountConfig } from './use-account-config';
import { startTopUp, topUpBody } from './wallet-api';

type Errors = { amount?: string; method?: string };

/**
 * Spec 02 §2/§5 Add fund dialog: amount ('Please Enter amount'), payment method ('Payment method
 * is required', list at most 300 px high), submit disabled at 0 or less. It leaves for the
 * gateway's page; the wallet is credited by the gateway's signed callback, not by this page.
 */
export function AddFundDialog({
  open,
  onOpenChange,
  gateways,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  gateways: AccountConfig['gateways'];
}) {
  const t = useT();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setIsBusy] = useState(false);
  // One Idempotency-Key per attempt: a retry after a lost answer opens no second payment.
  const [keys] = useState(() => createAttemptKeys(randomKey));
  const value = /^\d+(\.\d{0,4})?$/.test(amount) ? Number(amount) : 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      ...(value > 0 ? {} : { amount: t('account.amountRequired') }),
      ...(method ? {} : { method: t('account.paymentMethodRequired') }),
    };
    setErrors(found);
    if (found.amount || found.method || !method) return;
    setIsBusy(true);
    try {
      const body = topUpBody(value, method, window.location.origin);
      const { redirect_link } = await startTopUp(body, keys.keyFor(JSON.stringify(body)));
      keys.finish(true);
      const page = toSafeHttpUrl(redirect_link);
      if (page) window.location.assign(page);
    } catch (failure) {
      keys.finish(failure instanceof ApiError && isSettledFailure(failure.status));
      showFormErrors(failure, t);
      setIsBusy(false);
    }
  }

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t('account.addFund')} size="sm">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('account.amount')} error={errors.amount}>
          {(control) => (
            <input
              {...control}
              value={amount}
              onChange={(event) => {
                setErrors((e) => ({ ...e, amount: undefined }));
                setAmount(event.target.value.replace(/[^\d.]/g, '').slice(0, 9));
              }}
              inputMode="decimal"
              autoComplete="off"
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <fieldset
          className="space-y-2"
          aria-describedby={errors.method ? 'add-fund-method-error' : undefined}
        >
          <legend className="mb-1 text-sm font-semibold">{t('account.paymentMethod')}</legend>
          {gateways.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('account.noPaymentMethod')}</p>
          ) : (
            <div className="max-h-[300px] space-y-2 overflow-y-auto">
              {gateways.map((gateway) => (
                <label
                  key={gateway.gateway}
                  className={classNames(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3',
                    method === gateway.gateway ? 'border-brand bg-brand-soft' : 'border-line',
                  )}
                >
                  <input
                    type="radio"
                    name="payment_method"
                    value={gateway.gateway}
                    checked={method === gateway.gateway}
                    onChange={() => {
                      setErrors((e) => ({ ...e, method: undefined }));
                      setMethod(gateway.gateway);
                    }}
                    className="size-4 accent-brand"
                  />
                  <CreditCard aria-hidden className="size-5 text-ink-muted" />
                  <span>{gateway.title}</span>
                </label>
              ))}
            </div>
          )}
          {errors.method ? (
            <p id="add-fund-method-error" className="text-sm text-danger" role="alert">
              {errors.method}
            </p>
          ) : null}
        </fieldset>
        <SubmitButton isBusy={isBusy} isDisabled={value <= 0}>
          {t('account.addFund')}
        </SubmitButton>
      </form>
    </AppDialog>
  );
}
