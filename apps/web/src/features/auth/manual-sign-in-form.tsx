'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type ManualLoginForm, ManualLoginFormSchema } from '@marketplace/contract/auth';
import { classifyContact, looksLikePhone } from '@marketplace/domain/validation/contact-kind';
import { Loader2 } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import type { AuthSettings } from './auth-settings';
import { findCountry } from './countries';
import { Field } from './field';
import { translateFormMessage } from './form-messages';
import { PasswordInput } from './password-input';
import { PhoneFieldInput } from './phone-field-input';
import { buildPhoneNumber } from './phone-number';
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
  const [country, setCountry] = useState(remembered?.country ?? settings.defaultCountry);
  const [remember, setRemember] = useState(remembered !== null);
  const form = useForm<ManualLoginForm>({
    resolver: zodResolver(ManualLoginFormSchema),
    reValidateMode: 'onChange',
    defaultValues: { email_or_phone: remembered?.identifier ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // The first field takes focus whenever this form appears (opening, 'Go Back', 'Sign in with OTP').
  useEffect(() => {
    form.setFocus('email_or_phone');
  }, [form]);
  const typed = form.watch('email_or_phone') ?? '';
  const isPhone = looksLikePhone(typed);

  const submit = form.handleSubmit(async (values) => {
    const raw = values.email_or_phone.trim();
    const identifier = looksLikePhone(raw) ? buildPhoneNumber(findCountry(country).dial, raw) : raw;
    try {
      await onSubmit({
        email_or_phone: identifier,
        password: values.password,
        field_type: classifyContact(identifier) === 'phone' ? 'phone' : 'email',
        remember,
        remembered: { identifier: raw, country: isPhone ? country : null },
      });
    } catch (error) {
      showFormErrors(error, t, { fields: ['email_or_phone', 'password'], setError: form.setError });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('auth.emailOrPhone')}
        error={translateFormMessage(errors.email_or_phone?.message, t)}
      >
        {(control) => (
          <PhoneFieldInput
            {...control}
            {...form.register('email_or_phone')}
            type="text"
            inputMode={isPhone ? 'tel' : 'email'}
            autoComplete="username"
            placeholder={t('auth.emailOrPhonePlaceholder')}
            country={country}
            onCountryChange={setCountry}
            isCountryPickerEnabled={settings.isCountryPickerEnabled}
            showCountry={isPhone && !typed.trim().startsWith('+')}
          />
        )}
      </Field>
      <Field label={t('auth.password')} error={translateFormMessage(errors.password?.message, t)}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password')}
            autoComplete="current-password"
            placeholder={t('auth.passwordPlaceholder')}
          />
        )}
      </Field>
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
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'w-full')}
        disabled={isSubmitting}
      >
        {isSubmitting ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
        {t('auth.signIn')}
      </button>
      <TermsNote />
    </form>
  );
}
