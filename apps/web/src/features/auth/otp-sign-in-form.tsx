'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type OtpLoginForm, OtpLoginFormSchema } from '@marketplace/contract/auth';
import { looksLikePhone } from '@marketplace/domain/validation/contact-kind';
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import type { AuthSettings } from './auth-settings';
import { findCountry } from './countries';
import { Field } from './field';
import { translateFormMessage } from './form-messages';
import { PhoneFieldInput } from './phone-field-input';
import { buildPhoneNumber } from './phone-number';
import { RememberCheckbox } from './remember-checkbox';
import type { RememberedLogin } from './remembered-login';
import { showFormErrors } from './server-errors';

export type OtpSignIn = {
  phone: string;
  remember: boolean;
  remembered: { identifier: string; country: string | null };
};

type OtpSignInFormProps = {
  settings: AuthSettings;
  remembered: RememberedLogin | null;
  /** Present when other login types exist: back to the configured layout. */
  onGoBack: (() => void) | null;
  onSubmit: (values: OtpSignIn) => Promise<void>;
};

/** Spec 01 §2 OTP form: phone, 'Remember me', 'Get OTP', and 'Go Back' when there is somewhere to go. */
export function OtpSignInForm({ settings, remembered, onGoBack, onSubmit }: OtpSignInFormProps) {
  const t = useT();
  const [country, setCountry] = useState(remembered?.country ?? settings.defaultCountry);
  const [remember, setRemember] = useState(remembered !== null);
  const form = useForm<OtpLoginForm>({
    resolver: zodResolver(OtpLoginFormSchema),
    reValidateMode: 'onChange',
    defaultValues: {
      phone: remembered && looksLikePhone(remembered.identifier) ? remembered.identifier : '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  // The first field takes focus whenever this form appears (opening, 'Go Back', 'Sign in with OTP').
  useEffect(() => {
    form.setFocus('phone');
  }, [form]);
  const typed = form.watch('phone') ?? '';

  const submit = form.handleSubmit(async (values) => {
    const raw = values.phone.trim();
    try {
      await onSubmit({
        phone: buildPhoneNumber(findCountry(country).dial, raw),
        remember,
        remembered: { identifier: raw, country },
      });
    } catch (error) {
      showFormErrors(error, t, { fields: ['phone'], setError: form.setError });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t('auth.phone')} error={translateFormMessage(errors.phone?.message, t)}>
        {(control) => (
          <PhoneFieldInput
            {...control}
            {...form.register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('auth.phonePlaceholder')}
            country={country}
            onCountryChange={setCountry}
            isCountryPickerEnabled={settings.isCountryPickerEnabled}
            showCountry={!typed.trim().startsWith('+')}
          />
        )}
      </Field>
      <RememberCheckbox checked={remember} onChange={setRemember} />
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'w-full')}
        disabled={isSubmitting}
      >
        {isSubmitting ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
        {t('auth.getOtp')}
      </button>
      {onGoBack ? (
        <button
          type="button"
          onClick={onGoBack}
          className="mx-auto block text-sm font-medium text-brand underline-offset-2 hover:underline"
        >
          {t('auth.goBack')}
        </button>
      ) : null}
    </form>
  );
}
