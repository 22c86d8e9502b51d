'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type OtpLoginForm, OtpLoginFormSchema } from '@marketplace/contract/auth-login';
import { looksLikePhone } from '@marketplace/domain/validation/contact-kind';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/features/i18n/i18n-provider';
import { PhoneField } from '@/features/ui/form/phone-field';
import { SubmitButton } from '@/features/ui/form/submit-button';
import { useFieldBinding } from '@/features/ui/form/use-field-binding';
import { usePhoneCountry } from '@/features/ui/form/use-phone-country';
import type { AuthSettings } from './auth-settings';
import { translateFormMessage } from './form-messages';
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
  const phoneCountry = usePhoneCountry(remembered?.country ?? settings.defaultCountry);
  const [remember, setRemember] = useState(remembered !== null);
  const form = useForm<OtpLoginForm>({
    resolver: zodResolver(OtpLoginFormSchema),
    reValidateMode: 'onChange',
    defaultValues: {
      phone: remembered && looksLikePhone(remembered.identifier) ? remembered.identifier : '',
    },
  });
  const field = useFieldBinding(form, translateFormMessage);
  // The first field takes focus whenever this form appears (opening, 'Go Back', 'Sign in with OTP').
  useEffect(() => {
    form.setFocus('phone');
  }, [form]);

  const submit = form.handleSubmit(async (values) => {
    const raw = values.phone.trim();
    try {
      await onSubmit({
        phone: phoneCountry.toFullNumber(raw),
        remember,
        remembered: { identifier: raw, country: phoneCountry.country },
      });
    } catch (error) {
      showFormErrors(error, t, { fields: ['phone'], setError: form.setError });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PhoneField
        {...field('phone')}
        label={t('auth.phone')}
        typed={form.watch('phone') ?? ''}
        phoneCountry={phoneCountry}
        isCountryPickerEnabled={settings.isCountryPickerEnabled}
        placeholder={t('auth.phonePlaceholder')}
      />
      <RememberCheckbox checked={remember} onChange={setRemember} />
      <SubmitButton isBusy={form.formState.isSubmitting}>{t('auth.getOtp')}</SubmitButton>
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
