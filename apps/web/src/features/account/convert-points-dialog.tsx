'use client';

import { POINT_TRANSFER_SUCCESS_MESSAGE } from '@marketplace/contract/loyalty';
import { convertPointsToMinor } from '@marketplace/domain/account/loyalty-conversion';
import { formatAmount } from '@marketplace/domain/money/format-amount';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { showFormErrors } from '@/features/auth/server-errors';
import { CUSTOMER_INFO_QUERY_KEY } from '@/features/auth/use-customer-info';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import {
  createAttemptKeys,
  isSettledFailure,
  randomKey,
} from '@/features/checkout/idempotency-attempt';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { Field, INPUT_CLASS } from '@/features/ui/form/field';
import { SubmitButton } from '@/features/ui/form/submit-button';
import { notify } from '@/features/ui/notify';
import { ApiError } from '@/lib/api-client';
import { LOYALTY_LEDGER_KEY, WALLET_LEDGER_KEY } from './use-ledger';
import { transferPoints } from './wallet-api';

type Rules = { balance: number; minimum: number; exchangeRate: number; digits: number };

/** Spec 02 §2 "Convert to currency now": points in, the wallet amount shown before sending. */
export function ConvertPointsDialog({
  open,
  onOpenChange,
  rules,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rules: Rules;
}) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // One Idempotency-Key per attempt: a retry after a lost answer moves the points once.
  const [keys] = useState(() => createAttemptKeys(randomKey));
  const points = /^\d+$/.test(value) ? Number(value) : 0;
  const worth = convertPointsToMinor(points, rules.exchangeRate, rules.digits) / 10 ** rules.digits;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (points < rules.minimum)
      return setError(t('account.pointsMinimum', { minimum: rules.minimum }));
    if (points > rules.balance) return setError(t('account.pointsTooMany'));
    setIsBusy(true);
    try {
      await transferPoints(points, keys.keyFor(String(points)));
      keys.finish(true);
      await Promise.all(
        [CUSTOMER_INFO_QUERY_KEY, WALLET_LEDGER_KEY, LOYALTY_LEDGER_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      notify('success', t('account.pointsTransferred'), POINT_TRANSFER_SUCCESS_MESSAGE);
      setValue('');
      onOpenChange(false);
    } catch (failure) {
      keys.finish(failure instanceof ApiError && isSettledFailure(failure.status));
      showFormErrors(failure, t);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t('account.convertTitle')} size="sm">
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-ink-muted">
          {t('account.convertRate', {
            points: rules.exchangeRate,
            amount: formatAmount(1, currency),
          })}
        </p>
        <Field
          label={t('account.pointsToConvert')}
          error={error}
          hint={t('account.pointsAvailable', { points: rules.balance })}
        >
          {(control) => (
            <input
              {...control}
              value={value}
              onChange={(event) => {
                setError(null);
                setValue(event.target.value.replace(/\D/g, '').slice(0, 9));
              }}
              inputMode="numeric"
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <p className="font-semibold" aria-live="polite">
          {t('account.convertWorth', { amount: formatAmount(worth, currency) })}
        </p>
        <SubmitButton isBusy={isBusy} isDisabled={points <= 0}>
          {t('account.convertNow')}
        </SubmitButton>
      </form>
    </AppDialog>
  );
}
