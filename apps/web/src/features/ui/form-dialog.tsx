'use client';

import type { FormEvent, ReactNode } from 'react';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from './app-dialog';
import { buttonClass } from './button-styles';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Called on submit (the page does not reload); the caller checks its fields and sends. */
  onSubmit: () => void;
  /** The send's failure (null while none), listed in the server's words. */
  error: unknown;
  submitLabel: string;
  /** The submit button's label while the send runs; the button is disabled meanwhile. */
  pendingLabel: string;
  isPending: boolean;
  /** Disabled for a reason of the form's own (its choices not loaded yet). */
  isSubmitDisabled?: boolean;
  submitVariant?: 'primary' | 'danger';
  /** The closing button's label; "Cancel" unless the action is itself a cancellation. */
  cancelLabel?: string;
  formTestId?: string;
  children: ReactNode;
};

/** A dialog holding one small form: its fields, the send's errors, then Cancel and submit. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  error,
  submitLabel,
  pendingLabel,
  isPending,
  isSubmitDisabled = false,
  submitVariant = 'primary',
  cancelLabel,
  formTestId,
  children,
}: FormDialogProps) {
  const t = useT();
  const errors = error ? getErrorMessages(error, t) : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={submit} className="space-y-3" data-testid={formTestId}>
        {children}
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
            {cancelLabel ?? t('common.cancel')}
          </button>
          <button
            type="submit"
            className={buttonClass(submitVariant)}
            disabled={isPending || isSubmitDisabled}
          >
            {isPending ? pendingLabel : submitLabel}
          </button>
        </div>
      </form>
    </AppDialog>
  );
}
