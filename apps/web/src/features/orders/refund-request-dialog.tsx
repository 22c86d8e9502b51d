'use client';

import type { Order } from '@marketplace/contract/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { buttonClass } from '@/features/ui/button-styles';
import { notify } from '@/features/ui/notify';
import { Skeleton } from '@/features/ui/skeleton';
import { fetchRefundReasons, requestRefund } from './order-refund-api';
import type { OrderCaller } from './orders-api';
import { refundReasonLabel } from './refund-reason-labels';

type RefundRequestDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderId: number;
  caller: OrderCaller;
  onRequested: (order: Order) => void;
};

const NOTE_MAX = 1000;

/** Ask for a refund of a delivered order: a reason from the server's list and an optional note. */
export function RefundRequestDialog({
  open,
  onOpenChange,
  orderId,
  caller,
  onRequested,
}: RefundRequestDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const reasons = useQuery({
    queryKey: ['refund-reasons'],
    queryFn: ({ signal }) => fetchRefundReasons(signal),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  const [choice, setChoice] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [showError, setShowError] = useState(false);
  const noteId = useId();
  const errorId = useId();

  const chosen = reasons.data?.refund_reasons.find((r) => r.id === choice) ?? null;
  const send = useMutation({
    mutationFn: (reason: string) => requestRefund({ orderId, reason, note }, caller),
    meta: { silent: true },
    onSuccess: (answer) => {
      notify('success', t('refund.sent'));
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      onRequested(answer.order);
      onOpenChange(false);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen === null) {
      setShowError(true);
      return;
    }
    // The server keeps the reason in its own (English) words.
    send.mutate(chosen.reason);
  }

  const errors = send.error ? getErrorMessages(send.error, t) : [];
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('refund.title', { id: orderId })}
      description={t('refund.body')}
    >
      <form onSubmit={submit} className="space-y-3" data-testid="refund-form">
        {reasons.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        ) : reasons.isError ? (
          <div role="alert" className="space-y-2 text-sm">
            <p className="text-danger">{t('refund.reasonsError')}</p>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => void reasons.refetch()}
            >
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <fieldset
            className="space-y-2"
            aria-describedby={showError && chosen === null ? errorId : undefined}
          >
            <legend className="mb-1 text-sm font-semibold">{t('refund.reason')}</legend>
            {reasons.data.refund_reasons.map((option) => (
              <label
                key={option.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
              >
                <input
                  type="radio"
                  name="refund_reason"
                  value={option.id}
                  checked={choice === option.id}
                  onChange={() => setChoice(option.id)}
                  className="size-4 accent-brand"
                />
                {refundReasonLabel(option, t)}
              </label>
            ))}
          </fieldset>
        )}
        <div className="space-y-1">
          <label htmlFor={noteId} className="text-sm font-semibold">
            {t('refund.note')}
          </label>
          <textarea
            id={noteId}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={NOTE_MAX}
            rows={3}
            placeholder={t('refund.notePlaceholder')}
            className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
          />
        </div>
        {showError && chosen === null ? (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {t('refund.reasonRequired')}
          </p>
        ) : null}
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
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={send.isPending || !reasons.isSuccess}
          >
            {send.isPending ? t('refund.sending') : t('refund.submit')}
          </button>
        </div>
      </form>
    </AppDialog>
  );
}
