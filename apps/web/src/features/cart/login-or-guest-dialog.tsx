'use client';

import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { buttonClass } from '@/features/ui/button-styles';
import { closeWith } from '@/features/ui/dialog-shell';

/** Spec 01 §2 Dialogs: 'Do you want to login or continue as a guest?' with Guest, Login, Sign Up. */
export function LoginOrGuestDialog({
  onClose,
  onGuest,
  onLogin,
  onSignUp,
}: {
  onClose: () => void;
  onGuest: () => void;
  onLogin: () => void;
  onSignUp: () => void;
}) {
  const t = useT();
  return (
    <AppDialog open onOpenChange={closeWith(onClose)} title={t('cart.guestChoiceTitle')} size="sm">
      <div className="grid gap-2 sm:grid-cols-3">
        <button type="button" className={buttonClass('secondary')} onClick={onGuest}>
          {t('cart.guest')}
        </button>
        <button type="button" className={buttonClass('primary')} onClick={onLogin}>
          {t('cart.login')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onSignUp}>
          {t('cart.signUp')}
        </button>
      </div>
    </AppDialog>
  );
}
