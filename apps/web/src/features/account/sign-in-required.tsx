'use client';

import { LogIn } from 'lucide-react';
import { EmptyState } from '@/features/catalog/empty-state';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';

/** Spec 01 §5: an account page opened without a token says so and offers the sign-in modal. */
export function SignInRequired() {
  const t = useT();
  const { openAuthDialog } = useShellState();
  return (
    <EmptyState
      title={t('account.loginRequired')}
      action={
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => openAuthDialog('sign-in')}
        >
          <LogIn aria-hidden className="size-4" />
          {t('header.signIn')}
        </button>
      }
    />
  );
}
