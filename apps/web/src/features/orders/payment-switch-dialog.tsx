'use client';

import type { Order, PaymentMethod } from '@marketplace/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { WALLET_LEDGER_KEY } from '@/features/account/use-ledger';
import { CUSTOMER_INFO_QUERY_KEY } from '@/features/auth/use-customer-info';
import { useT } from '@/features/i18n/i18n-provider';
import type { MessageKey } from '@/features/i18n/messages/en';
import { FormDialog } from '@/features/ui/form-dialog';
import { notify } from '@/features/ui/notify';
import { RadioOption, RadioOptionGroup } from '@/features/ui/radio-options';
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

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('paymentSwitch.title')}
      description={t('paymentSwitch.body')}
      onSubmit={() => save.mutate(choice)}
      error={save.error}
      submitLabel={t('paymentSwitch.submit')}
      pendingLabel={t('paymentSwitch.saving')}
      isPending={save.isPending}
    >
      <RadioOptionGroup legend={t('checkout.paymentMethod')}>
        {options.map((method) => (
          <RadioOption
            key={method}
            name="payment_method"
            value={method}
            checked={choice === method}
            onSelect={() => setChoice(method)}
          >
            {method === 'cash_on_delivery' && isTakeAway
              ? t('checkout.payAtStore')
              : t(METHOD_KEYS[method])}
          </RadioOption>
        ))}
      </RadioOptionGroup>
    </FormDialog>
  );
}
