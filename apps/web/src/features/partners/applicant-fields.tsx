'use client';

import { useT } from '@/features/i18n/i18n-provider';
import { NewPasswordFields } from '@/features/ui/form/password-field';
import { PhoneField } from '@/features/ui/form/phone-field';
import { TextField } from '@/features/ui/form/text-field';
import type { FieldBinding } from '@/features/ui/form/use-field-binding';
import type { PhoneCountry } from '@/features/ui/form/use-phone-country';

/** The applicant's fields both partner forms share. */
export type ApplicantField =
  | 'f_name'
  | 'l_name'
  | 'phone'
  | 'email'
  | 'password'
  | 'confirm_password';

export type PhoneSettings = { defaultCountry: string; isCountryPickerEnabled: boolean };

type ApplicantFieldsProps = {
  field: (name: ApplicantField) => FieldBinding;
  typedPhone: string;
  phoneCountry: PhoneCountry;
  isCountryPickerEnabled: boolean;
};

/** Name, phone, e-mail and the password of the account the applicant will use once approved. */
export function ApplicantFields({
  field,
  typedPhone,
  phoneCountry,
  isCountryPickerEnabled,
}: ApplicantFieldsProps) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField {...field('f_name')} label={t('partners.firstName')} autoComplete="given-name" />
      <TextField {...field('l_name')} label={t('partners.lastName')} autoComplete="family-name" />
      <PhoneField
        {...field('phone')}
        label={t('partners.phone')}
        typed={typedPhone}
        phoneCountry={phoneCountry}
        isCountryPickerEnabled={isCountryPickerEnabled}
        placeholder={t('auth.phonePlaceholder')}
      />
      <TextField
        {...field('email')}
        label={t('partners.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <NewPasswordFields
        passwordLabel={t('partners.password')}
        password={field('password')}
        confirmation={field('confirm_password')}
      />
      <p className="text-xs text-ink-muted sm:col-span-2">{t('partners.passwordHint')}</p>
    </div>
  );
}
