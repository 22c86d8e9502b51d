'use client';

import type { Order } from '@marketplace/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { FormDialog } from '@/features/ui/form-dialog';
import { notify } from '@/features/ui/notify';
import { RadioOption, RadioOptionGroup } from '@/features/ui/radio-options';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { useQuery } from '@/lib/hydration-safe-query';
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

  function submit() {
    if (chosen === null) {
      setShowError(true);
      return;
    }
    // The server keeps the reason in its own (English) words.
    send.mutate(chosen.reason);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('refund.title', { id: orderId })}
      description={t('refund.body')}
      onSubmit={submit}
      error={send.error}
      submitLabel={t('refund.submit')}
      pendingLabel={t('refund.sending')}
      isPending={send.isPending}
      isSubmitDisabled={!reasons.isSuccess}
      formTestId="refund-form"
    >
      {reasons.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : reasons.isError ? (
        <RetryAlert
          className="space-y-2 text-sm"
          onRetry={() => void reasons.refetch()}
          buttonSize="sm"
        >
          <p className="text-danger">{t('refund.reasonsError')}</p>
        </RetryAlert>
      ) : (
        <RadioOptionGroup
          legend={t('refund.reason')}
          describedBy={showError && chosen === null ? errorId : undefined}
        >
          {reasons.data.refund_reasons.map((option) => (
            <RadioOption
              key={option.id}
              name="refund_reason"
              value={option.id}
              checked={choice === option.id}
              onSelect={() => setChoice(option.id)}
            >
              {refundReasonLabel(option, t)}
            </RadioOption>
          ))}
        </RadioOptionGroup>
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
    </FormDialog>
  );
}
