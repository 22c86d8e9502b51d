'use client';

import { AppDialog } from './app-dialog';
import { DialogActions } from './dialog-actions';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
  isBusy?: boolean;
};

/** A yes/no question (language change, logout). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  onConfirm,
  isBusy = false,
}: ConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={body}
      size="sm"
      role="alertdialog"
    >
      <DialogActions
        className="mt-2"
        onCancel={() => onOpenChange(false)}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        isConfirmDisabled={isBusy}
      />
    </AppDialog>
  );
}
