'use client';

import { CircleAlert } from 'lucide-react';
import Link from 'next/link';
import { useId, useRef, useState } from 'react';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import type { MessageKey } from '@/features/i18n/messages/en';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { notify } from '@/features/ui/notify';
import { classNames } from '@/lib/class-names';
import { requestPasswordReset, resetPassword, verifyResetToken } from '../auth-api';
import { OtpVerification } from '../otp-verification';
import { NewPasswordFormView } from './new-password-form';
import { RequestResetForm } from './request-reset-form';
import { getDefaultVerificationMethod, type ResetSettings } from './verification-method';

type Method = 'phone' | 'email';
type Step =
  | { index: 0 }
  | { index: 1; contact: string; demoOtp: string | null }
  | { index: 2; contact: string; code: string }
  | { index: 3 };

const HEADINGS: Record<Step['index'], MessageKey> = {
  0: 'forgot.title',
  1: 'forgot.verifyTitle',
  2: 'forgot.newPasswordTitle',
  3: 'forgot.doneTitle',
};

/** Spec 02 §8: the first error of the list, or the generic wording. */
function showFirstError(error: unknown, t: ReturnType<typeof useT>) {
  notify('error', getErrorMessages(error, t)[0] ?? t('errors.generic'));
}

function Unavailable() {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 text-center">
      <CircleAlert aria-hidden className="size-10 text-danger" />
      <p>{t('forgot.unavailable')}</p>
      <Link
        href="/help-and-support"
        target="_blank"
        rel="noopener"
        className={buttonClass('secondary')}
      >
        {t('forgot.helpLink')}
      </Link>
    </div>
  );
}

/** /forgot-password: request a code, verify it, set a new password (spec 02 §2 and §4). */
export function ForgotPasswordView({ settings }: { settings: ResetSettings }) {
  const t = useT();
  const headingId = useId();
  const { openAuthDialog } = useShellState();
  const defaultMethod = getDefaultVerificationMethod(settings);
  const [method, setMethod] = useState<Method | null>(defaultMethod);
  const [step, setStep] = useState<Step>({ index: 0 });
  const headingRef = useRef<HTMLHeadingElement>(null);

  const goTo = (next: Step) => {
    setStep(next);
    // The code and password steps focus their first field; the last one has none, so its heading.
    if (next.index === 3) requestAnimationFrame(() => headingRef.current?.focus());
  };
  const contactBody = (contact: string) =>
    method === 'phone' ? { phone: contact } : { email: contact };

  async function request(contact: string) {
    if (!method) return;
    try {
      const answer = await requestPasswordReset(
        method === 'phone'
          ? { verification_method: 'phone', phone: contact }
          : { verification_method: 'email', email: contact },
      );
      notify('success', answer.message);
      goTo({ index: 1, contact, demoOtp: answer.demo_otp ?? null });
    } catch (error) {
      showFirstError(error, t);
      throw error;
    }
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-md py-6">
      <div className="rounded-2xl border border-line bg-surface-raised p-5 sm:p-6">
        {step.index < 3 ? (
          <p className="text-sm text-ink-muted">
            {t('forgot.stepOf', { step: step.index + 1, total: 3 })}
          </p>
        ) : null}
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className="mt-1 text-2xl font-bold">
          {t(HEADINGS[step.index])}
        </h1>
        <div className="mt-4">
          {method === null ? <Unavailable /> : null}
          {method !== null && step.index === 0 ? (
            <div className="space-y-4">
              <p className="text-sm text-ink-muted">
                {t(method === 'phone' ? 'forgot.phoneIntro' : 'forgot.emailIntro')}
              </p>
              {settings.isSmsActive && settings.isMailActive ? (
                <fieldset className="flex gap-2">
                  <legend className="sr-only">{t('forgot.methodLabel')}</legend>
                  {(['phone', 'email'] as const).map((option) => (
                    <label
                      key={option}
                      className={classNames(
                        'flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-medium',
                        method === option ? 'border-brand bg-brand-soft' : 'border-line',
                      )}
                    >
                      <input
                        type="radio"
                        name="verification_method"
                        value={option}
                        checked={method === option}
                        onChange={() => setMethod(option)}
                        className="accent-[var(--brand)]"
                      />
                      {t(option === 'phone' ? 'forgot.byPhone' : 'forgot.byEmail')}
                    </label>
                  ))}
                </fieldset>
              ) : null}
              <RequestResetForm
                key={method}
                method={method}
                settings={settings}
                onSubmit={request}
              />
            </div>
          ) : null}
          {method !== null && step.index === 1 ? (
            <OtpVerification
              sentTo={step.contact}
              demoOtp={step.demoOtp}
              onVerify={async (code) => {
                await verifyResetToken({
                  reset_token: code,
                  verification_method: method,
                  ...contactBody(step.contact),
                });
                goTo({ index: 2, contact: step.contact, code });
              }}
              onResend={async () => {
                const answer = await requestPasswordReset(
                  method === 'phone'
                    ? { verification_method: 'phone', phone: step.contact }
                    : { verification_method: 'email', email: step.contact },
                );
                return answer.demo_otp ?? null;
              }}
            />
          ) : null}
          {method !== null && step.index === 2 ? (
            <NewPasswordFormView
              onSubmit={async (values) => {
                const answer = await resetPassword({
                  reset_token: step.code,
                  verification_method: method,
                  ...contactBody(step.contact),
                  ...values,
                });
                notify('success', answer.message);
                goTo({ index: 3 });
                // Signing in from here continues to /home (spec 01 §4 "On login success").
                openAuthDialog('sign-in');
              }}
            />
          ) : null}
          {step.index === 3 ? (
            <div className="space-y-4">
              <p className="text-sm text-ink-muted">{t('forgot.doneText')}</p>
              <button
                type="button"
                className={buttonClass('primary', 'md', 'w-full')}
                onClick={() => openAuthDialog('sign-in')}
              >
                {t('auth.signIn')}
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
