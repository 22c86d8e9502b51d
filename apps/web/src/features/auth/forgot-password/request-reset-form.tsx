'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  ForgotPasswordEmailFormSchema,
  ForgotPasswordPhoneFormSchema,
} from '@marketplace/contract/auth';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { findCountry } from '../countries';
import { Field, INPUT_CLASS } from '../field';
import { translateFormMessage } from '../form-messages';
import { PhoneFieldInput } from '../phone-field-input';
import { buildPhoneNumber } from '../phone-number';
import type { ResetSettings } from './verification-method';

type RequestResetFormProps = {
  method: 'phone' | 'email';
  settings: ResetSettings;
  /** Throws on failure; the caller shows the message. */
  onSubmit: (contact: string) => Promise<void>;
};

function SubmitButton({ isBusy }: { isBusy: boolean }) {
  const t = useT();
  return (
    <button type="submit" className={buttonClass('primary', 'md', 'w-full')} disabled={isBusy}>
      {isBusy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
      {t('forgot.sendCode')}
    </button>
  );
}

function PhoneRequestForm({ settings, onSubmit }: Omit<RequestResetFormProps, 'method'>) {
  const t = useT();
  const [country, setCountry] = useState(settings.defaultCountry);
  const form = useForm<{ phone: string }>({
    resolver: zodResolver(ForgotPasswordPhoneFormSchema),
    reValidateMode: 'onChange',
    defaultValues: { phone: '' },
  });
  const typed = form.watch('phone') ?? '';
  const submit = form.handleSubmit(({ phone }) =>
    onSubmit(buildPhoneNumber(findCountry(country).dial, phone)).catch(() => undefined),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('auth.phone')}
        error={translateFormMessage(form.formState.errors.phone?.message, t)}
      >
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
      <SubmitButton isBusy={form.formState.isSubmitting} />
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
  const submit = form.handleSubmit(({ email }) => onSubmit(email.trim()).catch(() => undefined));
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('signUp.email')}
        error={translateFormMessage(form.formState.errors.email?.message, t)}
      >
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
      <SubmitButton isBusy={form.formState.isSubmitting} />
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
