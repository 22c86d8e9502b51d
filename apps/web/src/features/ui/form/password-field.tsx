'use client';

import { useT } from '@/features/i18n/i18n-provider';
import { Field } from './field';
import { PasswordInput } from './password-input';
import type { FieldBinding } from './use-field-binding';

type PasswordFieldProps = FieldBinding & {
  label: string;
  /** 'current-password' to sign in, 'new-password' to choose one. */
  autoComplete: 'current-password' | 'new-password';
};

/** A labelled password input with its show/hide toggle and its error. */
export function PasswordField({ label, error, registration, autoComplete }: PasswordFieldProps) {
  const t = useT();
  return (
    <Field label={label} error={error}>
      {(control) => (
        <PasswordInput
          {...control}
          {...registration}
          autoComplete={autoComplete}
          placeholder={t('auth.passwordPlaceholder')}
        />
      )}
    </Field>
  );
}

/** A new password and its confirmation (sign-up, password reset). */
export function NewPasswordFields({
  passwordLabel,
  password,
  confirmation,
}: {
  passwordLabel: string;
  password: FieldBinding;
  confirmation: FieldBinding;
}) {
  const t = useT();
  return (
    <>
      <PasswordField {...password} label={passwordLabel} autoComplete="new-password" />
      <PasswordField
        {...confirmation}
        label={t('signUp.confirmPassword')}
        autoComplete="new-password"
      />
    </>
  );
}
