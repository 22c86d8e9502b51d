import type { ReactNode } from 'react';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadConfig } from '@/features/layout/shell-data';
import { Mail, MapPin, Phone } from '@/features/ui/icons';

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col items-center gap-2 rounded-2xl border border-line bg-surface-raised p-6 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
        {icon}
      </span>
      <h2 className="font-semibold">{title}</h2>
      <div className="text-sm text-ink-muted">{children}</div>
    </li>
  );
}

/** /help-and-support: the business's contact e-mail, phone and address from config. */
export async function HelpAndSupportView() {
  const [{ t }, config] = await Promise.all([getRequestI18n(), loadConfig()]);
  return (
    <section aria-labelledby="help-title" className="mx-auto max-w-4xl">
      <h1 id="help-title" className="text-3xl font-extrabold">
        {t('pages.help')}
      </h1>
      <p className="mt-2 text-ink-muted">{t('help.intro')}</p>
      {config ? (
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          <ContactCard icon={<Mail aria-hidden className="size-5" />} title={t('help.email')}>
            <a href={`mailto:${config.email}`} className="break-all text-brand hover:underline">
              {config.email}
            </a>
          </ContactCard>
          <ContactCard icon={<Phone aria-hidden className="size-5" />} title={t('help.phone')}>
            <a
              href={`tel:${config.phone.replace(/[^\d+]/g, '')}`}
              dir="ltr"
              className="text-brand hover:underline"
            >
              {config.phone}
            </a>
          </ContactCard>
          <ContactCard icon={<MapPin aria-hidden className="size-5" />} title={t('help.address')}>
            <address className="not-italic">{config.address}</address>
          </ContactCard>
        </ul>
      ) : (
        <p role="alert" className="mt-8 rounded-lg bg-danger-soft p-4 text-danger">
          {t('help.unavailable')}
        </p>
      )}
    </section>
  );
}
