'use client';

import type { Order } from '@marketplace/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { buttonClass } from '@/features/ui/button-styles';
import { notify } from '@/features/ui/notify';
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

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason === null) {
      setShowError(true);
      return;
    }
    cancel.mutate(reason);
  }

  const errors = cancel.error ? getErrorMessages(cancel.error, t) : [];
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('orders.cancelTitle', { id: orderId })}
      description={t('orders.cancelBody')}
    >
      <form onSubmit={submit} className="space-y-3">
        <fieldset
          className="space-y-2"
          aria-describedby={showError && reason === null ? errorId : undefined}
        >
          <legend className="mb-1 text-sm font-semibold">{t('orders.cancelReason')}</legend>
          {CANCEL_REASONS.map((option) => (
            <label
              key={option.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
            >
              <input
                type="radio"
                name="cancel_reason"
                value={option.id}
                checked={choice === option.id}
                onChange={() => setChoice(option.id)}
                className="size-4 accent-brand"
              />
              {t(option.key)}
            </label>
          ))}
        </fieldset>
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
        {errors.length > 0 ? (
          <ul role="alert" className="text-sm text-danger">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => onOpenChange(false)}
          >
            {t('orders.keepOrder')}
          </button>
          <button type="submit" className={buttonClass('danger')} disabled={cancel.isPending}>
            {cancel.isPending ? t('orders.canceling') : t('orders.cancelOrder')}
          </button>
        </div>
      </form>
    </AppDialog>
  );
}
