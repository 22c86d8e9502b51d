'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SignUpBody,
  type SignUpForm,
  SignUpFormSchema,
} from '@marketplace/contract/auth-login';
import Link from 'next/link';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '@/features/i18n/i18n-provider';
import { NewPasswordFields } from '@/features/ui/form/password-field';
import { PhoneField } from '@/features/ui/form/phone-field';
import { SubmitButton } from '@/features/ui/form/submit-button';
import { TextField } from '@/features/ui/form/text-field';
import { useFieldBinding } from '@/features/ui/form/use-field-binding';
import { usePhoneCountry } from '@/features/ui/form/use-phone-country';
import type { AuthSettings } from './auth-settings';
import { translateFormMessage } from './form-messages';
import { showFormErrors } from './server-errors';
import { SwitchPrompt } from './switch-prompt';

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
  const phoneCountry = usePhoneCountry(settings.defaultCountry);
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
  const field = useFieldBinding(form, translateFormMessage);
  useEffect(() => {
    form.setFocus('name');
  }, [form]);
  const hasAcceptedTerms = form.watch('terms') === true;

  const submit = form.handleSubmit(async ({ terms: _terms, ...values }) => {
    try {
      await onSubmit({
        ...values,
        phone: phoneCountry.toFullNumber(values.phone),
        ref_code: settings.isReferralEnabled ? values.ref_code : undefined,
      });
    } catch (error) {
      showFormErrors(error, t, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('name')}
          label={t('signUp.userName')}
          autoComplete="name"
          placeholder={t('signUp.userNamePlaceholder')}
        />
        {settings.isReferralEnabled ? (
          <TextField
            {...field('ref_code')}
            label={`${t('signUp.referCode')} ${t('signUp.optional')}`}
            autoComplete="off"
            placeholder={t('signUp.referCodePlaceholder')}
          />
        ) : null}
        <TextField
          {...field('email')}
          label={t('signUp.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('signUp.emailPlaceholder')}
        />
        <PhoneField
          {...field('phone')}
          label={t('signUp.phone')}
          typed={form.watch('phone') ?? ''}
          phoneCountry={phoneCountry}
          isCountryPickerEnabled={settings.isCountryPickerEnabled}
          placeholder={t('auth.phonePlaceholder')}
        />
        <NewPasswordFields
          passwordLabel={t('signUp.password')}
          password={field('password')}
          confirmation={field('confirm_password')}
        />
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
            {translateFormMessage(errors.terms.message, t)}
          </p>
        ) : null}
      </div>
      <SubmitButton isBusy={isSubmitting} isDisabled={!hasAcceptedTerms}>
        {t('signUp.submit')}
      </SubmitButton>
      <SwitchPrompt
        question={t('signUp.haveAccount')}
        action={t('auth.signIn')}
        onSwitch={onSignIn}
      />
    </form>
  );
}
