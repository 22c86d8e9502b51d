'use client';

import type { Order, PaymentMethod } from '@marketplace/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { WALLET_LEDGER_KEY } from '@/features/account/use-ledger';
import { CUSTOMER_INFO_QUERY_KEY } from '@/features/auth/use-customer-info';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import type { MessageKey } from '@/features/i18n/messages/en';
import { AppDialog } from '@/features/ui/app-dialog';
import { buttonClass } from '@/features/ui/button-styles';
import { notify } from '@/features/ui/notify';
import { switchPaymentMethod } from './order-payment-api';
import type { OrderCaller } from './orders-api';

const METHOD_KEYS: Record<PaymentMethod, MessageKey> = {
  cash_on_delivery: 'checkout.cashOnDelivery',
  digital_payment: 'checkout.digitalPayment',
  wallet: 'checkout.wallet',
};

type PaymentSwitchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderId: number;
  options: readonly PaymentMethod[];
  /** Cash on a take-away order is paid at the store, as checkout words it. */
  isTakeAway: boolean;
  caller: OrderCaller;
  onSwitched: (order: Order) => void;
};

/**
 * Change how a pending, unpaid order is paid (PUT /customer/order/payment-method). A digital
 * payment goes on to the gateway's page; the server refuses what the business or zone does not
 * take, or a wallet that cannot pay, and the dialog says why.
 */
export function PaymentSwitchDialog({
  open,
  onOpenChange,
  orderId,
  options,
  isTakeAway,
  caller,
  onSwitched,
}: PaymentSwitchDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<PaymentMethod>(options[0] ?? 'cash_on_delivery');

  const save = useMutation({
    mutationFn: (method: PaymentMethod) => switchPaymentMethod(orderId, method, caller),
    meta: { silent: true },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: CUSTOMER_INFO_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: WALLET_LEDGER_KEY });
      onSwitched(answer.order);
      if (answer.redirect_link) {
        window.location.assign(answer.redirect_link);
        return;
      }
      notify('success', t('paymentSwitch.updated'));
      onOpenChange(false);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(choice);
  }

  const errors = save.error ? getErrorMessages(save.error, t) : [];
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('paymentSwitch.title')}
      description={t('paymentSwitch.body')}
    >
      <form onSubmit={submit} className="space-y-3">
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold">{t('checkout.paymentMethod')}</legend>
          {options.map((method) => (
            <label
              key={method}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
            >
              <input
                type="radio"
                name="payment_method"
                value={method}
                checked={choice === method}
                onChange={() => setChoice(method)}
                className="size-4 accent-brand"
              />
              {method === 'cash_on_delivery' && isTakeAway
                ? t('checkout.payAtStore')
                : t(METHOD_KEYS[method])}
            </label>
          ))}
        </fieldset>
        {errors.length > 0 ? (
          <ul role="alert" className="text-sm text-danger">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => onOpenChange(false)}
          >
            {t('common.cancel')}
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
            {save.isPending ? t('paymentSwitch.saving') : t('paymentSwitch.submit')}
          </button>
        </div>
      </form>
    </AppDialog>
  );
}
