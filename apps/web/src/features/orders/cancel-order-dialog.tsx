'use client';

import type { Order } from '@marketplace/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { FormDialog } from '@/features/ui/form-dialog';
import { notify } from '@/features/ui/notify';
import { RadioOption, RadioOptionGroup } from '@/features/ui/radio-options';
import { buildCancelReason, CANCEL_REASONS } from './cancel-reasons';
import { cancelOrder, type OrderCaller } from './orders-api';

type CancelOrderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderId: number;
  caller: OrderCaller;
  onCanceled: (order: Order) => void;
};

/** Cancel with a reason (required; PUT /customer/order/cancel, only while pending). */
export function CancelOrderDialog({
  open,
  onOpenChange,
  orderId,
  caller,
  onCanceled,
}: CancelOrderDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [showError, setShowError] = useState(false);
  const otherId = useId();
  const errorId = useId();
  const label = (id: string) => {
    const reason = CANCEL_REASONS.find((r) => r.id === id);
    return reason ? t(reason.key) : id;
  };
  const reason = buildCancelReason(choice, typed, label);

  const cancel = useMutation({
    mutationFn: (text: string) => cancelOrder(orderId, text, caller),
    meta: { silent: true },
    onSuccess: (answer) => {
      notify('success', answer.message);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      onCanceled(answer.order);
      onOpenChange(false);
    },
  });

  function submit() {
    if (reason === null) {
      setShowError(true);
      return;
    }
    cancel.mutate(reason);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('orders.cancelTitle', { id: orderId })}
      description={t('orders.cancelBody')}
      onSubmit={submit}
      error={cancel.error}
      cancelLabel={t('orders.keepOrder')}
      submitVariant="danger"
      submitLabel={t('orders.cancelOrder')}
      pendingLabel={t('orders.canceling')}
      isPending={cancel.isPending}
    >
      <RadioOptionGroup
        legend={t('orders.cancelReason')}
        describedBy={showError && reason === null ? errorId : undefined}
      >
        {CANCEL_REASONS.map((option) => (
          <RadioOption
            key={option.id}
            name="cancel_reason"
            value={option.id}
            checked={choice === option.id}
            onSelect={() => setChoice(option.id)}
          >
            {t(option.key)}
          </RadioOption>
        ))}
      </RadioOptionGroup>
      {choice === 'other' ? (
        <div className="space-y-1">
          <label htmlFor={otherId} className="text-sm font-semibold">
            {t('orders.cancelOtherLabel')}
          </label>
          <textarea
            id={otherId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={500}
            rows={3}
            className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
          />
        </div>
      ) : null}
      {showError && reason === null ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {t('orders.cancelReasonRequired')}
        </p>
      ) : null}
    </FormDialog>
  );
}
