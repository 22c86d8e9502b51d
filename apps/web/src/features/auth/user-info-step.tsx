'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateInfoBodySchema } from '@marketplace/contract/auth-login';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '@/features/i18n/i18n-provider';
import { PhoneField } from '@/features/ui/form/phone-field';
import { SubmitButton } from '@/features/ui/form/submit-button';
import { TextField } from '@/features/ui/form/text-field';
import { useFieldBinding } from '@/features/ui/form/use-field-binding';
import { usePhoneCountry } from '@/features/ui/form/use-phone-country';
import type { AuthSettings } from './auth-settings';
import { translateFormMessage } from './form-messages';
import { showFormErrors } from './server-errors';

const UserInfoFormSchema = UpdateInfoBodySchema.pick({
  name: true,
  email: true,
  phone: true,
  ref_code: true,
});
type UserInfoInput = z.input<typeof UserInfoFormSchema>;
type UserInfoValues = z.output<typeof UserInfoFormSchema>;
const FIELDS = ['name', 'email', 'phone', 'ref_code'] as const;

export type UserInfo = { name: string; email?: string; phone?: string; ref_code?: string };

type UserInfoStepProps = {
  settings: AuthSettings;
  /** Ask for whichever contact the account lacks. */
  needs: { email: boolean; phone: boolean };
  onSubmit: (info: UserInfo) => Promise<void>;
};

/** Spec 01 §2 user_info: 'Just one step away! ...' and 'Done'. */
export function UserInfoStep({ settings, needs, onSubmit }: UserInfoStepProps) {
  const t = useT();
  const phoneCountry = usePhoneCountry(settings.defaultCountry);
  const form = useForm<UserInfoInput, unknown, UserInfoValues>({
    resolver: zodResolver(UserInfoFormSchema),
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', phone: '', ref_code: '' },
  });
  const field = useFieldBinding(form, translateFormMessage);
  useEffect(() => {
    form.setFocus('name');
  }, [form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        name: values.name,
        email: needs.email ? values.email : undefined,
        phone: needs.phone && values.phone ? phoneCountry.toFullNumber(values.phone) : undefined,
        ref_code: settings.isReferralEnabled ? values.ref_code : undefined,
      });
    } catch (error) {
      showFormErrors(error, t, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        {...field('name')}
        label={`${t('auth.name')} *`}
        aria-required
        autoComplete="name"
      />
      {needs.email ? (
        <TextField
          {...field('email')}
          label={t('signUp.email')}
          type="email"
          autoComplete="email"
        />
      ) : null}
      {needs.phone ? (
        <PhoneField
          {...field('phone')}
          label={t('auth.phone')}
          typed={form.watch('phone') ?? ''}
          phoneCountry={phoneCountry}
          isCountryPickerEnabled={settings.isCountryPickerEnabled}
        />
      ) : null}
      {settings.isReferralEnabled ? (
        <TextField
          {...field('ref_code')}
          label={`${t('signUp.referCode')} ${t('signUp.optional')}`}
        />
      ) : null}
      <SubmitButton isBusy={form.formState.isSubmitting}>{t('auth.done')}</SubmitButton>
    </form>
  );
}
