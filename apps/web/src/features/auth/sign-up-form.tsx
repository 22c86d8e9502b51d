'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type SignUpBody, type SignUpForm, SignUpFormSchema } from '@marketplace/contract/auth';
import { Loader2 } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import type { AuthSettings } from './auth-settings';
import { findCountry } from './countries';
import { Field, INPUT_CLASS } from './field';
import { translateFormMessage } from './form-messages';
import { PasswordInput } from './password-input';
import { PhoneFieldInput } from './phone-field-input';
import { buildPhoneNumber } from './phone-number';
import { showFormErrors } from './server-errors';

type SignUpValues = z.output<typeof SignUpFormSchema>;
const FIELDS = ['name', 'email', 'phone', 'password', 'confirm_password', 'ref_code'] as const;

type SignUpFormProps = {
  settings: AuthSettings;
  onSubmit: (body: Omit<SignUpBody, 'guest_id'>) => Promise<void>;
  onSignIn: () => void;
};

/** Spec 01 §2 and §5: the sign-up form; 'Sign Up' stays disabled until the terms are accepted. */
export function SignUpFormView({ settings, onSubmit, onSignIn }: SignUpFormProps) {
  const t = useT();
  const termsId = useId();
  const [country, setCountry] = useState(settings.defaultCountry);
  const form = useForm<SignUpForm, unknown, SignUpValues>({
    resolver: zodResolver(SignUpFormSchema),
    reValidateMode: 'onChange',
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      password: '',
      confirm_password: '',
      ref_code: '',
      terms: false as unknown as true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    form.setFocus('name');
  }, [form]);
  const hasAcceptedTerms = form.watch('terms') === true;
  const typedPhone = form.watch('phone') ?? '';
  const message = (text: string | undefined) => translateFormMessage(text, t);

  const submit = form.handleSubmit(async ({ terms: _terms, ...values }) => {
    try {
      await onSubmit({
        ...values,
        phone: buildPhoneNumber(findCountry(country).dial, values.phone),
        ref_code: settings.isReferralEnabled ? values.ref_code : undefined,
      });
    } catch (error) {
      showFormErrors(error, t, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('signUp.userName')} error={message(errors.name?.message)}>
          {(control) => (
            <input
              {...control}
              {...form.register('name')}
              autoComplete="name"
              placeholder={t('signUp.userNamePlaceholder')}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        {settings.isReferralEnabled ? (
          <Field
            label={`${t('signUp.referCode')} ${t('signUp.optional')}`}
            error={message(errors.ref_code?.message)}
          >
            {(control) => (
              <input
                {...control}
                {...form.register('ref_code')}
                autoComplete="off"
                placeholder={t('signUp.referCodePlaceholder')}
                className={INPUT_CLASS}
              />
            )}
          </Field>
        ) : null}
        <Field label={t('signUp.email')} error={message(errors.email?.message)}>
          {(control) => (
            <input
              {...control}
              {...form.register('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('signUp.emailPlaceholder')}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t('signUp.phone')} error={message(errors.phone?.message)}>
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
              showCountry={!typedPhone.trim().startsWith('+')}
            />
          )}
        </Field>
        <Field label={t('signUp.password')} error={message(errors.password?.message)}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('password')}
              autoComplete="new-password"
              placeholder={t('auth.passwordPlaceholder')}
            />
          )}
        </Field>
        <Field
          label={t('signUp.confirmPassword')}
          error={message(errors.confirm_password?.message)}
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('confirm_password')}
              autoComplete="new-password"
              placeholder={t('auth.passwordPlaceholder')}
            />
          )}
        </Field>
      </div>
      <div>
        <div className="flex items-start gap-2">
          <input
            id={termsId}
            type="checkbox"
            {...form.register('terms', {
              // Unticking says why 'Sign Up' is disabled; ticking again clears it.
              onChange: () => void form.trigger('terms'),
            })}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? `${termsId}-error` : undefined}
            className="mt-0.5 size-4 accent-[var(--brand)]"
          />
          <label htmlFor={termsId} className="text-sm">
            {t('signUp.acceptTerms')}{' '}
            <Link
              href="/terms-and-conditions"
              target="_blank"
              rel="noopener"
              className="font-medium text-brand underline"
            >
              {t('auth.termsLink')}
            </Link>
          </label>
        </div>
        {errors.terms ? (
          <p id={`${termsId}-error`} className="mt-1 text-sm text-danger">
            {message(errors.terms.message)}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'w-full')}
        disabled={!hasAcceptedTerms || isSubmitting}
      >
        {isSubmitting ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
        {t('signUp.submit')}
      </button>
      <p className="text-center text-sm">
        {t('signUp.haveAccount')}{' '}
        <button
          type="button"
          onClick={onSignIn}
          className="font-semibold text-brand underline-offset-2 hover:underline"
        >
          {t('auth.signIn')}
        </button>
      </p>
    </form>
  );
}
