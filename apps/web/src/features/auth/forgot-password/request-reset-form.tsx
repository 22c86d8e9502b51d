'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  ForgotPasswordEmailFormSchema,
  ForgotPasswordPhoneFormSchema,
} from '@marketplace/contract/auth-password-reset';
import { useForm } from 'react-hook-form';
import { useT } from '@/features/i18n/i18n-provider';
import { PhoneField } from '@/features/ui/form/phone-field';
import { SubmitButton } from '@/features/ui/form/submit-button';
import { TextField } from '@/features/ui/form/text-field';
import { useFieldBinding } from '@/features/ui/form/use-field-binding';
import { usePhoneCountry } from '@/features/ui/form/use-phone-country';
import { translateFormMessage } from '../form-messages';
import type { ResetSettings } from './verification-method';

type RequestResetFormProps = {
  method: 'phone' | 'email';
  settings: ResetSettings;
  /** Throws on failure; the caller shows the message. */
  onSubmit: (contact: string) => Promise<void>;
};

function PhoneRequestForm({ settings, onSubmit }: Omit<RequestResetFormProps, 'method'>) {
  const t = useT();
  const phoneCountry = usePhoneCountry(settings.defaultCountry);
  const form = useForm<{ phone: string }>({
    resolver: zodResolver(ForgotPasswordPhoneFormSchema),
    reValidateMode: 'onChange',
    defaultValues: { phone: '' },
  });
  const field = useFieldBinding(form, translateFormMessage);
  const submit = form.handleSubmit(({ phone }) =>
    onSubmit(phoneCountry.toFullNumber(phone)).catch(() => undefined),
  );
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
      <SubmitButton isBusy={form.formState.isSubmitting}>{t('forgot.sendCode')}</SubmitButton>
    </form>
  );
}

function EmailRequestForm({ onSubmit }: Omit<RequestResetFormProps, 'method' | 'settings'>) {
  const t = useT();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(ForgotPasswordEmailFormSchema),
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const field = useFieldBinding(form, translateFormMessage);
  const submit = form.handleSubmit(({ email }) => onSubmit(email.trim()).catch(() => undefined));
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        {...field('email')}
        label={t('signUp.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('signUp.emailPlaceholder')}
      />
      <SubmitButton isBusy={form.formState.isSubmitting}>{t('forgot.sendCode')}</SubmitButton>
    </form>
  );
}

/** Step 0: where to send the reset code (spec 02 §5 phone and e-mail rules). */
export function RequestResetForm({ method, settings, onSubmit }: RequestResetFormProps) {
  return method === 'phone' ? (
    <PhoneRequestForm settings={settings} onSubmit={onSubmit} />
  ) : (
    <EmailRequestForm onSubmit={onSubmit} />
  );
}
