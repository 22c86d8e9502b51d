'use client';

import Link from 'next/link';
import { useT } from '@/features/i18n/i18n-provider';

/** Which policy pages exist (config flags); the checkout links to them beside the checkbox. */
export type PolicyLinks = { terms: boolean; privacy: boolean; refund: boolean };

/** "I agree to the terms": Place order waits for it. */
export function TermsCheckbox({
  checked,
  onChange,
  policies,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
  policies: PolicyLinks;
}) {
  const t = useT();
  const links = [
    policies.terms ? { href: '/terms-and-conditions', label: t('checkout.termsLink') } : null,
    policies.privacy ? { href: '/privacy-policy', label: t('checkout.privacyLink') } : null,
    policies.refund ? { href: '/refund-policy', label: t('checkout.refundLink') } : null,
  ].filter((link) => link !== null);
  return (
    <div className="space-y-1">
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-1 size-4 shrink-0 accent-brand"
        />
        <span>{t('checkout.acceptTerms')}</span>
      </label>
      {links.length > 0 ? (
        <p className="flex flex-wrap gap-x-3 ps-7 text-xs">
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              target="_blank"
              className="font-semibold text-brand underline-offset-2 hover:underline"
            >
              {link.label}
            </Link>
          ))}
        </p>
      ) : null}
    </div>
  );
}
