'use client';

import Link from 'next/link';
import { useT } from '@/features/i18n/i18n-provider';

/** The note under 'Sign In': the terms and the privacy policy, each opening in a new tab. */
export function TermsNote() {
  const t = useT();
  return (
    <p className="text-center text-xs text-ink-muted">
      {t('auth.termsNote')}{' '}
      <Link href="/terms-and-conditions" target="_blank" rel="noopener" className="underline">
        {t('auth.termsLink')}
      </Link>{' '}
      {t('auth.and')}{' '}
      <Link href="/privacy-policy" target="_blank" rel="noopener" className="underline">
        {t('auth.privacyLink')}
      </Link>
    </p>
  );
}
