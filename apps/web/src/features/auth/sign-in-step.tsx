'use client';

import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import type { AuthSettings } from './auth-settings';
import { type ManualSignIn, ManualSignInForm } from './manual-sign-in-form';
import { type OtpSignIn, OtpSignInForm } from './otp-sign-in-form';
import type { RememberedLogin } from './remembered-login';
import { getSignInView } from './sign-in-view';
import { SocialButtons } from './social-buttons';
import type { SocialCredential } from './social-sdk';
import { SwitchPrompt } from './switch-prompt';

type SignInStepProps = {
  settings: AuthSettings;
  remembered: RememberedLogin | null;
  isSocialBusy: boolean;
  onManual: (values: ManualSignIn) => Promise<void>;
  onOtp: (values: OtpSignIn) => Promise<void>;
  onSocial: (credential: SocialCredential) => void;
  onSignUp: () => void;
  onForgotPassword: () => void;
};

function OrDivider() {
  const t = useT();
  return (
    <div className="flex items-center gap-3 text-xs uppercase text-ink-muted">
      <span aria-hidden className="h-px flex-1 bg-line" />
      {t('auth.or')}
      <span aria-hidden className="h-px flex-1 bg-line" />
    </div>
  );
}

/** Spec 01 §2 sign-in step: the forms and buttons that the enabled login types call for. */
export function SignInStep({
  settings,
  remembered,
  isSocialBusy,
  onManual,
  onOtp,
  onSocial,
  onSignUp,
  onForgotPassword,
}: SignInStepProps) {
  const t = useT();
  const [isOtpForced, setIsOtpForced] = useState(false);
  const view = getSignInView(settings.status, isOtpForced);
  const hasForm = view.manualForm || view.otpForm;

  if (!hasForm && !view.social) {
    return (
      <p role="alert" className="rounded-lg border border-dashed border-line p-4 text-sm">
        {t('auth.noLoginMethod')}
      </p>
    );
  }

  return (
    <div className="space-y-4">
      {view.manualForm ? (
        <ManualSignInForm
          settings={settings}
          remembered={remembered}
          onSubmit={onManual}
          onForgotPassword={onForgotPassword}
        />
      ) : null}
      {view.otpForm ? (
        <OtpSignInForm
          settings={settings}
          remembered={remembered}
          onGoBack={view.goBack ? () => setIsOtpForced(false) : null}
          onSubmit={onOtp}
        />
      ) : null}
      {hasForm && (view.otpButton || view.social) ? <OrDivider /> : null}
      {view.otpButton ? (
        <button
          type="button"
          onClick={() => setIsOtpForced(true)}
          className={buttonClass('secondary', 'md', 'w-full')}
        >
          <Smartphone aria-hidden className="size-4" />
          {t('auth.signInWithOtp')}
        </button>
      ) : null}
      {view.social ? (
        <SocialButtons
          providers={settings.providers}
          onCredential={onSocial}
          isBusy={isSocialBusy}
        />
      ) : null}
      {view.manualForm ? (
        <SwitchPrompt
          question={t('auth.noAccount')}
          action={t('auth.signUpLink')}
          onSwitch={onSignUp}
        />
      ) : null}
    </div>
  );
}
