'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type SocialPhoneForm, SocialPhoneFormSchema } from '@marketplace/contract/auth';
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
import { showFormErrors } from './server-errors';

/** Spec 01 §2 phone_modal: 'Give a valid phone number to continue sign-in', 'Continue'. */
export function PhoneStep({
  settings,
  onSubmit,
}: {
  settings: AuthSettings;
  onSubmit: (phone: string) => Promise<void>;
}) {
  const t = useT();
  const [country, setCountry] = useState(settings.defaultCountry);
  const form = useForm<SocialPhoneForm>({
    resolver: zodResolver(SocialPhoneFormSchema),
    reValidateMode: 'onChange',
    defaultValues: { phone: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    form.setFocus('phone');
  }, [form]);
  const typed = form.watch('phone') ?? '';

  const submit = form.handleSubmit(async ({ phone }) => {
    try {
      await onSubmit(buildPhoneNumber(findCountry(country).dial, phone));
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
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'w-full')}
        disabled={isSubmitting}
      >
        {isSubmitting ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
        {t('auth.continue')}
      </button>
    </form>
  );
}
