'use client';

import { useT } from '@/features/i18n/i18n-provider';
import { classNames } from '@/lib/class-names';
import { buttonClass } from './button-styles';

type DialogActionsProps = {
  /** The row's spacing from what is above it (and wrapping, where the labels are long). */
  className: string;
  onCancel: () => void;
  confirmLabel: string;
  onConfirm: () => void;
  isConfirmDisabled?: boolean;
  /** Exposed as aria-busy on the confirm button while its action runs. */
  isConfirmBusy?: boolean;
  confirmVariant?: 'primary' | 'danger';
};

/** A dialog's closing row, at the end: Cancel, then the action it asks about. */
export function DialogActions({
  className,
  onCancel,
  confirmLabel,
  onConfirm,
  isConfirmDisabled = false,
  isConfirmBusy,
  confirmVariant = 'primary',
}: DialogActionsProps) {
  const t = useT();
  return (
    <div className={classNames('flex justify-end gap-2', className)}>
      <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button
        type="button"
        className={buttonClass(confirmVariant)}
        onClick={onConfirm}
        disabled={isConfirmDisabled}
        aria-busy={isConfirmBusy}
      >
        {confirmLabel}
      </button>
    </div>
  );
}
