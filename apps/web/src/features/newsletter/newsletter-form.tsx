'use client';

import { isValidEmail } from '@marketplace/domain/validation/email';
import { useMutation } from '@tanstack/react-query';
import { Loader2, Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { notify } from '@/features/ui/notify';
import { subscribeToNewsletter } from './newsletter-api';

/** Spec 01 §5: a valid e-mail or 'Please insert a valid email.'; success toasts and clears. */
export function NewsletterForm() {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const subscribe = useMutation({
    mutationFn: subscribeToNewsletter,
    // Errors are shown under the field, not as toasts.
    meta: { silent: true },
    onSuccess: () => {
      notify('success', t('footer.subscribed'), 'newsletter-subscribed');
      setEmail('');
      setError(null);
    },
    onError: (failure) => setError(getErrorMessages(failure, t).join(' ')),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!isValidEmail(value)) {
      setError(t('footer.invalidEmail'));
      return;
    }
    setError(null);
    subscribe.mutate(value);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="w-full max-w-md">
      <label htmlFor={`${id}-email`} className="sr-only">
        {t('footer.newsletterEmailLabel')}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Mail
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('footer.newsletterPlaceholder')}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            className="min-h-11 w-full rounded-lg border border-line bg-surface ps-9 pe-3 text-base outline-none focus:border-brand aria-[invalid=true]:border-danger"
          />
        </div>
        <button type="submit" className={buttonClass('primary')} disabled={subscribe.isPending}>
          {subscribe.isPending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
          {t('footer.subscribe')}
        </button>
      </div>
      <p id={`${id}-error`} role="alert" className="mt-1 min-h-5 text-sm text-danger">
        {error}
      </p>
    </form>
  );
}
