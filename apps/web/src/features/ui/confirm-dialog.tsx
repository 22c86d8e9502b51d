'use client';

import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from './app-dialog';
import { buttonClass } from './button-styles';

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
  const t = useT();
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={body}
      size="sm"
      role="alertdialog"
    >
      <div className="mt-2 flex justify-end gap-2">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => onOpenChange(false)}
        >
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={onConfirm}
          disabled={isBusy}
        >
          {confirmLabel}
        </button>
      </div>
    </AppDialog>
  );
}
