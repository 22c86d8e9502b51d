'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type NewPasswordForm,
  NewPasswordFormSchema,
} from '@marketplace/contract/auth-password-reset';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/features/i18n/i18n-provider';
import { NewPasswordFields } from '@/features/ui/form/password-field';
import { SubmitButton } from '@/features/ui/form/submit-button';
import { useFieldBinding } from '@/features/ui/form/use-field-binding';
import { translateFormMessage } from '../form-messages';
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
  const field = useFieldBinding(form, translateFormMessage);
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
      <NewPasswordFields
        passwordLabel={t('forgot.newPassword')}
        password={field('password')}
        confirmation={field('confirm_password')}
      />
      <SubmitButton isBusy={form.formState.isSubmitting}>{t('forgot.changePassword')}</SubmitButton>
    </form>
  );
}
