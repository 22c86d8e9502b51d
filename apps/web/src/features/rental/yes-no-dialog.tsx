'use client';

import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { buttonClass } from '@/features/ui/button-styles';

/** The rental cart's questions (spec 02 §4): No and Yes, in that order. */
export function YesNoDialog({
  open,
  title,
  body,
  isBusy,
  onNo,
  onYes,
  onDismiss,
}: {
  open: boolean;
  title: string;
  body: string;
  isBusy: boolean;
  onNo: () => void;
  onYes: () => void;
  /** Escape or the close button: leave without answering. */
  onDismiss: () => void;
}) {
  const t = useT();
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => (next ? null : onDismiss())}
      title={title}
      description={body}
      size="sm"
      role="alertdialog"
    >
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={onNo} disabled={isBusy}>
          {t('rental.no')}
        </button>
        <button type="button" className={buttonClass('primary')} onClick={onYes} disabled={isBusy}>
          {t('rental.yes')}
        </button>
      </div>
    </AppDialog>
  );
}
