'use client';

import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import type { MessageKey } from '@/features/i18n/messages/en';
import { useShellState } from '@/features/shell/shell-state-provider';
import { RetryAlert } from '@/features/ui/retry-alert';
import { AuthDialogFrame } from './auth-dialog-frame';
import type { AuthSettings } from './auth-settings';
import { ContactStep } from './contact-step';
import { ExistUserStep } from './exist-user-step';
import { OtpVerification } from './otp-verification';
import { PhoneStep } from './phone-step';
import { readRememberedLogin } from './remembered-login';
import { SignInStep } from './sign-in-step';
import { SignUpFormView } from './sign-up-form';
import { type FlowStep, useAuthFlow } from './use-auth-flow';
import { useAuthSettings } from './use-auth-settings';
import { UserInfoStep } from './user-info-step';

const TITLES: Record<FlowStep['name'], MessageKey> = {
  'sign-in': 'auth.signInTitle',
  'sign-up': 'signUp.title',
  otp: 'auth.otpTitle',
  user_info: 'auth.userInfoTitle',
  is_exist_user: 'auth.isItYou',
  phone_modal: 'auth.phoneStepTitle',
  contact: 'auth.contactStepTitle',
};

const DESCRIPTIONS: Partial<Record<FlowStep['name'], MessageKey>> = {
  user_info: 'auth.userInfoText',
  phone_modal: 'auth.phoneStepText',
  contact: 'auth.contactStepText',
};

type StepsProps = {
  settings: AuthSettings;
  flow: ReturnType<typeof useAuthFlow>;
  onClose: () => void;
};

function FlowSteps({ settings, flow, onClose }: StepsProps) {
  const [remembered] = useState(readRememberedLogin);
  const { step } = flow;
  switch (step.name) {
    case 'sign-in':
      return (
        <SignInStep
          settings={settings}
          remembered={remembered}
          isSocialBusy={flow.isSocialBusy}
          onManual={flow.signInManually}
          onOtp={flow.signInWithOtp}
          onSocial={flow.signInWithSocial}
          onSignUp={() => flow.goTo('sign-up')}
          onForgotPassword={onClose}
        />
      );
    case 'sign-up':
      return (
        <SignUpFormView
          settings={settings}
          onSubmit={flow.signUp}
          onSignIn={() => flow.goTo('sign-in')}
        />
      );
    case 'otp':
      return (
        <OtpVerification
          key={step.id}
          sentTo={step.sentTo}
          demoOtp={step.demoOtp}
          onVerify={step.verify}
          onResend={step.resend}
        />
      );
    case 'user_info':
      return <UserInfoStep settings={settings} needs={step.needs} onSubmit={flow.giveUserInfo} />;
    case 'is_exist_user':
      return <ExistUserStep user={step.user} onAnswer={flow.answerExistingUser} />;
    case 'phone_modal':
      return <PhoneStep settings={settings} onSubmit={flow.givePhone} />;
    case 'contact':
      return <ContactStep onSubmit={flow.giveContact} />;
  }
}

/**
 * The sign-in modal (spec 01 §2): mounted by the shell while `dialog.kind === 'auth'`, opened by
 * the header, the checkout, the wishlist and Order Now through `openAuthDialog`. One dialog for
 * every step, so focus returns to the opener when it closes.
 */
export function AuthDialog() {
  const t = useT();
  const { dialog, closeDialog } = useShellState();
  const settings = useAuthSettings();
  const requestedStep = dialog?.kind === 'auth' ? dialog.step : 'sign-in';
  const flow = useAuthFlow(requestedStep);
  const { goTo } = flow;

  // Asked again for the other step while open (sign-up from a checkout prompt, say).
  useEffect(() => {
    goTo(requestedStep);
  }, [requestedStep, goTo]);

  const description = DESCRIPTIONS[flow.step.name];
  return (
    <AuthDialogFrame
      onClose={closeDialog}
      title={t(TITLES[flow.step.name])}
      description={description ? t(description) : undefined}
      width={flow.step.name === 'sign-up' ? 'sign-up' : 'sign-in'}
    >
      {settings.data ? (
        <FlowSteps settings={settings.data} flow={flow} onClose={closeDialog} />
      ) : settings.isError ? (
        <RetryAlert className="space-y-3 text-center" onRetry={() => settings.refetch()}>
          <p className="text-sm text-danger">{t('auth.configError')}</p>
        </RetryAlert>
      ) : (
        <p className="flex items-center justify-center gap-2 py-8 text-sm text-ink-muted">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('common.loading')}
        </p>
      )}
    </AuthDialogFrame>
  );
}
