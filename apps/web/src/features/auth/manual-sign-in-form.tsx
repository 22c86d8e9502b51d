'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type ManualLoginForm, ManualLoginFormSchema } from '@marketplace/contract/auth-login';
import { classifyContact, looksLikePhone } from '@marketplace/domain/validation/contact-kind';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/features/i18n/i18n-provider';
import { Field } from '@/features/ui/form/field';
import { PasswordField } from '@/features/ui/form/password-field';
import { PhoneInput } from '@/features/ui/form/phone-input';
import { SubmitButton } from '@/features/ui/form/submit-button';
import { useFieldBinding } from '@/features/ui/form/use-field-binding';
import { usePhoneCountry } from '@/features/ui/form/use-phone-country';
import type { AuthSettings } from './auth-settings';
import { translateFormMessage } from './form-messages';
import { RememberCheckbox } from './remember-checkbox';
import type { RememberedLogin } from './remembered-login';
import { showFormErrors } from './server-errors';
import { TermsNote } from './terms-note';

export type ManualSignIn = {
  email_or_phone: string;
  password: string;
  field_type: 'email' | 'phone';
  remember: boolean;
  /** What 'Remember me' keeps: the identifier as typed and the picked country. */
  remembered: { identifier: string; country: string | null };
};

type ManualSignInFormProps = {
  settings: AuthSettings;
  remembered: RememberedLogin | null;
  onSubmit: (values: ManualSignIn) => Promise<void>;
  onForgotPassword: () => void;
};

/** Spec 01 §2 manual form: e-mail or phone (a phone input once it looks like a number). */
export function ManualSignInForm({
  settings,
  remembered,
  onSubmit,
  onForgotPassword,
}: ManualSignInFormProps) {
  const t = useT();
  const phoneCountry = usePhoneCountry(remembered?.country ?? settings.defaultCountry);
  const [remember, setRemember] = useState(remembered !== null);
  const form = useForm<ManualLoginForm>({
    resolver: zodResolver(ManualLoginFormSchema),
    reValidateMode: 'onChange',
    defaultValues: { email_or_phone: remembered?.identifier ?? '', password: '' },
  });
  const field = useFieldBinding(form, translateFormMessage);
  // The first field takes focus whenever this form appears (opening, 'Go Back', 'Sign in with OTP').
  useEffect(() => {
    form.setFocus('email_or_phone');
  }, [form]);
  const typed = form.watch('email_or_phone') ?? '';
  const isPhone = looksLikePhone(typed);

  const submit = form.handleSubmit(async (values) => {
    const raw = values.email_or_phone.trim();
    const identifier = looksLikePhone(raw) ? phoneCountry.toFullNumber(raw) : raw;
    try {
      await onSubmit({
        email_or_phone: identifier,
        password: values.password,
        field_type: classifyContact(identifier) === 'phone' ? 'phone' : 'email',
        remember,
        remembered: { identifier: raw, country: isPhone ? phoneCountry.country : null },
      });
    } catch (error) {
      showFormErrors(error, t, { fields: ['email_or_phone', 'password'], setError: form.setError });
    }
  });

  const identifierField = field('email_or_phone');
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t('auth.emailOrPhone')} error={identifierField.error}>
        {(control) => (
          <PhoneInput
            {...control}
            {...identifierField.registration}
            type="text"
            inputMode={isPhone ? 'tel' : 'email'}
            autoComplete="username"
            placeholder={t('auth.emailOrPhonePlaceholder')}
            country={phoneCountry.country}
            onCountryChange={phoneCountry.setCountry}
            isCountryPickerEnabled={settings.isCountryPickerEnabled}
            showCountry={isPhone && !typed.trim().startsWith('+')}
          />
        )}
      </Field>
      <PasswordField
        {...field('password')}
        label={t('auth.password')}
        autoComplete="current-password"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RememberCheckbox checked={remember} onChange={setRemember} />
        <Link
          href="/forgot-password"
          onClick={onForgotPassword}
          className="text-sm font-medium text-brand underline-offset-2 hover:underline"
        >
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <SubmitButton isBusy={form.formState.isSubmitting}>{t('auth.signIn')}</SubmitButton>
      <TermsNote />
    </form>
  );
}
