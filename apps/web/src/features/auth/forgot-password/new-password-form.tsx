'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type NewPasswordForm, NewPasswordFormSchema } from '@marketplace/contract/auth';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { Field } from '../field';
import { translateFormMessage } from '../form-messages';
import { PasswordInput } from '../password-input';
import { showFormErrors } from '../server-errors';

/** Step 2: the new password twice (spec 02 §5 wording). */
export function NewPasswordFormView({
  onSubmit,
}: {
  onSubmit: (values: NewPasswordForm) => Promise<void>;
}) {
  const t = useT();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordFormSchema),
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    form.setFocus('password');
  }, [form]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showFormErrors(error, t, {
        fields: ['password', 'confirm_password'],
        setError: form.setError,
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('forgot.newPassword')}
        error={translateFormMessage(errors.password?.message, t)}
      >
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
        error={translateFormMessage(errors.confirm_password?.message, t)}
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
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'w-full')}
        disabled={isSubmitting}
      >
        {isSubmitting ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
        {t('forgot.changePassword')}
      </button>
    </form>
  );
}
