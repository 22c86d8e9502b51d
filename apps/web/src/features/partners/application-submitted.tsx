'use client';

import { Clock } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';

/** After submitting: the application waits for an operator's review; nothing is active yet. */
export function ApplicationSubmitted({
  title,
  body,
  email,
  message,
}: {
  title: string;
  body: string;
  email: string;
  /** The server's own words, when it says more than that the application was received. */
  message: string | null;
}) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="application-submitted" className="mx-auto max-w-xl py-10 text-center">
      <Clock aria-hidden className="mx-auto size-12 text-brand" />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-ink-muted">{title}</p>
      <h1
        id="application-submitted"
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 text-2xl font-bold outline-none"
      >
        {t('partners.pendingTitle')}
      </h1>
      <p className="mt-3">{body}</p>
      {message ? <p className="mt-2 text-sm text-ink-muted">{message}</p> : null}
      <p className="mt-2 text-sm text-ink-muted">{t('partners.sentTo', { email })}</p>
      <Link href="/home" className={buttonClass('primary', 'md', 'mt-6')}>
        {t('partners.backHome')}
      </Link>
    </section>
  );
}
