'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ManualLoginFormSchema } from '@marketplace/contract/auth-login';
import { classifyContact } from '@marketplace/domain/validation/contact-kind';
import { normalizePhone } from '@marketplace/domain/validation/phone';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '@/features/i18n/i18n-provider';
import { SubmitButton } from '@/features/ui/form/submit-button';
import { TextField } from '@/features/ui/form/text-field';
import { useFieldBinding } from '@/features/ui/form/use-field-binding';
import { translateFormMessage } from './form-messages';
import { showFormErrors } from './server-errors';

const ContactFormSchema = ManualLoginFormSchema.pick({ email_or_phone: true });
type ContactForm = { email_or_phone: string };

/**
 * Spec 01 §4: the provider gave no e-mail (error code 'email'), so the customer gives an e-mail
 * or a phone number and the social sign-in is sent again with it.
 */
export function ContactStep({
  onSubmit,
}: {
  onSubmit: (contact: { email?: string; phone?: string }) => Promise<void>;
}) {
  const t = useT();
  const form = useForm<ContactForm>({
    resolver: zodResolver(ContactFormSchema),
    reValidateMode: 'onChange',
    defaultValues: { email_or_phone: '' },
  });
  const field = useFieldBinding(form, translateFormMessage);
  useEffect(() => {
    form.setFocus('email_or_phone');
  }, [form]);

  const submit = form.handleSubmit(async ({ email_or_phone }) => {
    const value = email_or_phone.trim();
    try {
      await onSubmit(
        classifyContact(value) === 'phone' ? { phone: normalizePhone(value) } : { email: value },
      );
    } catch (error) {
      showFormErrors(error, t, { fields: ['email_or_phone'], setError: form.setError });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        {...field('email_or_phone')}
        label={t('auth.emailOrPhone')}
        autoComplete="email"
        placeholder={t('auth.emailOrPhonePlaceholder')}
      />
      <SubmitButton isBusy={form.formState.isSubmitting}>{t('auth.continue')}</SubmitButton>
    </form>
  );
}
