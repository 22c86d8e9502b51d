'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateInfoBodySchema } from '@marketplace/contract/auth';
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import type { AuthSettings } from './auth-settings';
import { findCountry } from './countries';
import { Field, INPUT_CLASS } from './field';
import { translateFormMessage } from './form-messages';
import { PhoneFieldInput } from './phone-field-input';
import { buildPhoneNumber } from './phone-number';
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
  const [country, setCountry] = useState(settings.defaultCountry);
  const form = useForm<UserInfoInput, unknown, UserInfoValues>({
    resolver: zodResolver(UserInfoFormSchema),
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', phone: '', ref_code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    form.setFocus('name');
  }, [form]);
  const typedPhone = form.watch('phone') ?? '';
  const message = (text: string | undefined) => translateFormMessage(text, t);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        name: values.name,
        email: needs.email ? values.email : undefined,
        phone:
          needs.phone && values.phone
            ? buildPhoneNumber(findCountry(country).dial, values.phone)
            : undefined,
        ref_code: settings.isReferralEnabled ? values.ref_code : undefined,
      });
    } catch (error) {
      showFormErrors(error, t, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={`${t('auth.name')} *`} error={message(errors.name?.message)}>
        {(control) => (
          <input
            {...control}
            {...form.register('name')}
            aria-required
            autoComplete="name"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      {needs.email ? (
        <Field label={t('signUp.email')} error={message(errors.email?.message)}>
          {(control) => (
            <input
              {...control}
              {...form.register('email')}
              type="email"
              autoComplete="email"
              className={INPUT_CLASS}
            />
          )}
        </Field>
      ) : null}
      {needs.phone ? (
        <Field label={t('auth.phone')} error={message(errors.phone?.message)}>
          {(control) => (
            <PhoneFieldInput
              {...control}
              {...form.register('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              country={country}
              onCountryChange={setCountry}
              isCountryPickerEnabled={settings.isCountryPickerEnabled}
              showCountry={!typedPhone.trim().startsWith('+')}
            />
          )}
        </Field>
      ) : null}
      {settings.isReferralEnabled ? (
        <Field
          label={`${t('signUp.referCode')} ${t('signUp.optional')}`}
          error={message(errors.ref_code?.message)}
        >
          {(control) => (
            <input {...control} {...form.register('ref_code')} className={INPUT_CLASS} />
          )}
        </Field>
      ) : null}
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'w-full')}
        disabled={isSubmitting}
      >
        {isSubmitting ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
        {t('auth.done')}
      </button>
    </form>
  );
}
