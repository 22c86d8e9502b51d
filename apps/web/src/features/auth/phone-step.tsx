'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type SocialPhoneForm, SocialPhoneFormSchema } from '@marketplace/contract/auth-login';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/features/i18n/i18n-provider';
import { PhoneField } from '@/features/ui/form/phone-field';
import { SubmitButton } from '@/features/ui/form/submit-button';
import { useFieldBinding } from '@/features/ui/form/use-field-binding';
import { usePhoneCountry } from '@/features/ui/form/use-phone-country';
import type { AuthSettings } from './auth-settings';
import { translateFormMessage } from './form-messages';
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
  const phoneCountry = usePhoneCountry(settings.defaultCountry);
  const form = useForm<SocialPhoneForm>({
    resolver: zodResolver(SocialPhoneFormSchema),
    reValidateMode: 'onChange',
    defaultValues: { phone: '' },
  });
  const field = useFieldBinding(form, translateFormMessage);
  useEffect(() => {
    form.setFocus('phone');
  }, [form]);

  const submit = form.handleSubmit(async ({ phone }) => {
    try {
      await onSubmit(phoneCountry.toFullNumber(phone));
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
      <SubmitButton isBusy={form.formState.isSubmitting}>{t('auth.continue')}</SubmitButton>
    </form>
  );
}
