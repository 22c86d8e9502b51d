import type { Config, LandingPage } from '@marketplace/contract/config';
import Link from 'next/link';
import type { MessageKey } from '@/features/i18n/messages/en';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadLogo } from '@/features/layout/logo-image';
import { SiteLogo } from '@/features/layout/site-logo';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import { Globe } from '@/features/ui/icons';
import { toSafeHttpUrl } from '@/lib/safe-url';
import { AppStoreLinks } from './app-store-links';
import { FooterContact } from './footer-contact';
import { GuardedLink } from './guarded-link';

type SiteFooterProps = { config: Config | null; landing: LandingPage | null };

const linkClass = 'hover:text-brand hover:underline';
const headingClass = 'mb-3 text-sm font-semibold uppercase tracking-wide text-ink-muted';

type PolicyLink = { href: string; label: MessageKey; isShown: (config: Config | null) => boolean };

/** Terms and privacy always; refund, cancellation and shipping only when their flag is not 0. */
const POLICY_LINKS: PolicyLink[] = [
  { href: '/terms-and-conditions', label: 'pages.terms', isShown: () => true },
  { href: '/privacy-policy', label: 'pages.privacy', isShown: () => true },
  { href: '/refund-policy', label: 'pages.refund', isShown: (c) => (c?.refund_policy ?? 0) !== 0 },
  {
    href: '/cancellation-policy',
    label: 'pages.cancellation',
    isShown: (c) => (c?.cancelation_policy ?? 0) !== 0,
  },
  {
    href: '/shipping-policy',
    label: 'pages.shipping',
    isShown: (c) => (c?.shipping_policy ?? 0) !== 0,
  },
];

/** Spec 01 §2 "Footer". */
export async function SiteFooter({ config, landing }: SiteFooterProps) {
  const [{ t }, logo] = await Promise.all([getRequestI18n(), loadLogo()]);
  const socialLinks = (config?.social_media ?? []).flatMap((entry) => {
    const href = toSafeHttpUrl(entry.link);
    return href ? [{ name: entry.name, href }] : [];
  });

  return (
    <footer className="mt-12 border-t border-line bg-surface-muted text-ink">
      <section aria-labelledby="newsletter-title" className="border-b border-line bg-brand-soft">
        <div className="rail-aware mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between lg:px-6">
          <div>
            <h2 id="newsletter-title" className="text-xl font-bold">
              {landing?.fixed_newsletter_title || t('footer.newsletterTitle')}
            </h2>
            {landing?.fixed_newsletter_sub_title ? (
              <p className="mt-1 text-sm text-ink-muted">{landing.fixed_newsletter_sub_title}</p>
            ) : null}
          </div>
          <NewsletterForm />
        </div>
      </section>

      <div className="rail-aware mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        <div className="space-y-4">
          <SiteLogo
            logo={logo}
            name={config?.business_name ?? ''}
            label={t('header.logoAlt', { name: config?.business_name ?? '' })}
          />
          {config?.footer_text ? (
            <p className="text-sm text-ink-muted">{config.footer_text}</p>
          ) : null}
          {socialLinks.length > 0 ? (
            <div>
              <h2 className="mb-2 text-sm font-semibold">{t('footer.followUs')}</h2>
              <ul aria-label={t('footer.social')} className="flex flex-wrap gap-2">
                {socialLinks.map((link) => (
                  <li key={`${link.name}-${link.href}`}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line px-3 text-sm capitalize hover:border-brand hover:text-brand"
                    >
                      <Globe aria-hidden className="size-4" />
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <AppStoreLinks landing={landing} t={t} />
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {t('footer.quickLinks')}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link href="/track-order" prefetch={false} className={linkClass}>
                {t('footer.trackOrder')}
              </Link>
            </li>
            <li>
              <GuardedLink href="/loyalty-points" requires="token" className={linkClass}>
                {t('footer.loyaltyPoints')}
              </GuardedLink>
            </li>
            <li>
              <GuardedLink href="/wallet" requires="token" className={linkClass}>
                {t('footer.myWallet')}
              </GuardedLink>
            </li>
            <li>
              <GuardedLink href="/campaigns" requires="zone" className={linkClass}>
                {t('footer.campaigns')}
              </GuardedLink>
            </li>
            <li>
              <Link href="/help-and-support" className={linkClass}>
                {t('pages.help')}
              </Link>
            </li>
            <li>
              <Link href="/about-us" className={linkClass}>
                {t('pages.about')}
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={headingClass}>
            {t('footer.policies')}
          </h2>
          <ul className="space-y-2 text-sm">
            {POLICY_LINKS.filter((link) => link.isShown(config)).map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-6">
          {config ? (
            <section aria-labelledby="footer-contact">
              <h2 id="footer-contact" className={headingClass}>
                {t('footer.contact')}
              </h2>
              <FooterContact config={config} />
            </section>
          ) : null}
          <nav aria-labelledby="footer-partner">
            <h2 id="footer-partner" className={headingClass}>
              {t('footer.partner')}
            </h2>
            <ul className="space-y-2 text-sm">
              <li>
                <Link
                  href="/store-registration?active=active"
                  prefetch={false}
                  className={linkClass}
                >
                  {t('footer.becomeSeller')}
                </Link>
              </li>
              <li>
                <Link href="/deliveryman-registration" prefetch={false} className={linkClass}>
                  {t('footer.becomeDeliveryman')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
