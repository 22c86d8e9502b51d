'use client';

import { UserRound } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';

const ACCOUNT_BUTTON_CLASS = buttonClass('primary', 'md', 'rounded-full px-3');

// The menu (with the logout confirmation) loads only for signed-in visitors.
const ProfileMenu = dynamic(() => import('./profile-menu').then((module) => module.ProfileMenu), {
  loading: () => (
    <span aria-hidden className="inline-flex size-11 rounded-full border border-line" />
  ),
});

/** Warms the modal's code while the pointer is on its way to the button. */
function preloadAuthDialog() {
  void import('./auth-dialog');
}

/** The header's Sign In button, or the profile menu once signed in. */
export function HeaderAccount() {
  const t = useT();
  const { isSignedIn, openAuthDialog } = useShellState();
  if (isSignedIn) return <ProfileMenu />;
  return (
    <button
      type="button"
      aria-label={t('header.signIn')}
      aria-haspopup="dialog"
      onClick={() => openAuthDialog('sign-in')}
      onPointerEnter={preloadAuthDialog}
      onFocus={preloadAuthDialog}
      className={ACCOUNT_BUTTON_CLASS}
    >
      <UserRound aria-hidden className="size-4" />
      <span aria-hidden className="hidden sm:inline">
        {t('header.signIn')}
      </span>
    </button>
  );
}
