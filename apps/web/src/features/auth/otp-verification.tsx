'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { OtpCodeSchema } from '@marketplace/contract/auth-otp';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useT } from '@/features/i18n/i18n-provider';
import { Field, INPUT_CLASS } from '@/features/ui/form/field';
import { SubmitButton } from '@/features/ui/form/submit-button';
import { OTP_RESEND_COOLDOWN_SECONDS } from './countdown';
import { translateFormMessage } from './form-messages';
import { showFormErrors } from './server-errors';
import { useCountdown } from './use-countdown';

const OtpFormSchema = z.object({ otp: OtpCodeSchema });
type OtpForm = z.infer<typeof OtpFormSchema>;

type OtpVerificationProps = {
  /** Where the code went, shown to the customer (a phone number or an e-mail address). */
  sentTo: string;
  /** Spec 02 §9: the code itself, only when the demo setting is on. */
  demoOtp: string | null;
  onVerify: (otp: string) => Promise<void>;
  /** Sends a new code; answers the new demo code when there is one. */
  onResend: () => Promise<string | null>;
};

/**
 * Spec 02 §2 and §5: a 6-digit input, Verify enabled only at 6 digits, 'Resend it' after a 60 s
 * countdown, 'field is empty' when left blank.
 */
export function OtpVerification({ sentTo, demoOtp, onVerify, onResend }: OtpVerificationProps) {
  const t = useT();
  const { remaining, restart } = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const [hint, setHint] = useState(demoOtp);
  const [isResending, setIsResending] = useState(false);
  const form = useForm<OtpForm>({
    resolver: zodResolver(OtpFormSchema),
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    form.setFocus('otp');
  }, [form]);
  const code = form.watch('otp') ?? '';
  const otpField = form.register('otp');

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      await onVerify(otp);
    } catch (error) {
      showFormErrors(error, t, { fields: ['otp'], setError: form.setError });
    }
  });

  async function resend() {
    setIsResending(true);
    try {
      setHint(await onResend());
      form.reset({ otp: '' });
      restart();
    } catch (error) {
      showFormErrors(error, t);
    } finally {
      setIsResending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink-muted">{t('auth.otpSentTo', { target: sentTo })}</p>
      {hint ? (
        <p role="note" className="rounded-lg bg-brand-soft p-3 text-sm">
          {t('auth.demoOtp', { code: hint })}
        </p>
      ) : null}
      <Field
        label={t('auth.otpLabel')}
        error={translateFormMessage(errors.otp?.message, t)}
        reserveErrorSpace
      >
        {(control) => (
          <input
            {...control}
            {...otpField}
            onChange={(event) => {
              event.target.value = event.target.value.replace(/\D/g, '').slice(0, 6);
              return otpField.onChange(event);
            }}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="••••••"
            className={`${INPUT_CLASS} text-center text-xl tracking-[0.5em]`}
          />
        )}
      </Field>
      <SubmitButton isBusy={isSubmitting} isDisabled={!/^\d{6}$/.test(code)}>
        {t('auth.verify')}
      </SubmitButton>
      <p className="text-center text-sm">
        {t('auth.didNotReceive')}{' '}
        {remaining > 0 ? (
          <span className="text-ink-muted">{t('auth.resendIn', { seconds: remaining })}</span>
        ) : (
          <button
            type="button"
            onClick={resend}
            disabled={isResending}
            className="font-semibold text-brand underline-offset-2 hover:underline"
          >
            {t('auth.resend')}
          </button>
        )}
      </p>
    </form>
  );
}
