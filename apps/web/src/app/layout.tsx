import type { Metadata, Viewport } from 'next';
import { type ReactNode, Suspense } from 'react';
import './globals.css';
import { toCatalogSettings } from '@/features/catalog/catalog-settings';
import { SiteFooter } from '@/features/footer/site-footer';
import { shellMessages } from '@/features/i18n/page-messages';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { QuickViewHost } from '@/features/items/quick-view-host';
import { loadLogo } from '@/features/layout/logo-image';
import { loadConfig, loadLandingPage, loadModules } from '@/features/layout/shell-data';
import { ShellNotice } from '@/features/layout/shell-notice';
import { SiteHeader } from '@/features/layout/site-header';
import { ModuleRail } from '@/features/modules/module-rail';
import { AppProviders } from '@/features/shell/app-providers';
import { ShellDialogs } from '@/features/shell/shell-dialogs';
import { IconSprite } from '@/features/ui/icon-sprite';
import { toImageSrc } from '@/lib/image-url';
import { readServerShellState } from '@/lib/server-api';
import { getSiteOrigin } from '@/lib/site-url';

export async function generateMetadata(): Promise<Metadata> {
  const [config, { t }, origin] = await Promise.all([
    loadConfig(),
    getRequestI18n(),
    getSiteOrigin(),
  ]);
  const name = config?.business_name || 'Marketplace';
  const icon = toImageSrc(config?.fav_icon_full_url);
  return {
    // Canonical and Open Graph URLs of the catalogue pages are written relative to this.
    metadataBase: new URL(origin),
    title: { default: name, template: `%s | ${name}` },
    description: t('meta.description'),
    ...(icon ? { icons: { icon } } : {}),
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#10161d' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [i18n, state, config, modules, landing, logo] = await Promise.all([
    getRequestI18n(),
    readServerShellState(),
    loadConfig(),
    loadModules(),
    loadLandingPage(),
    loadLogo(),
  ]);
  const { t, plural, messages, ...i18nProps } = i18n;

  return (
    <html lang={i18n.locale} dir={i18n.dir} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col antialiased">
        <IconSprite />
        <AppProviders
          i18n={{ ...i18nProps, messages: shellMessages(messages) }}
          shell={state}
          defaultCenter={config?.default_location ?? { lat: 0, lng: 0 }}
          catalog={toCatalogSettings(config)}
        >
          <a
            href="#main"
            className="sr-only z-50 rounded-lg bg-brand px-4 py-2 text-on-brand focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
          >
            {t('common.skipToContent')}
          </a>
          {/* Not in a Suspense boundary: React streams a large boundary (the header's HTML is
              over its 12.8 kB progressive chunk size) after the page, behind a fallback, and on a
              phone, where the place has its own row, the page jumped down when it arrived. */}
          <SiteHeader config={config} logo={logo} modules={modules ?? []} t={t} />
          {config ? null : <ShellNotice message={t('errors.shellOffline')} />}
          <main id="main" className="rail-aware mx-auto w-full max-w-7xl flex-1 px-4 py-6 lg:px-6">
            {children}
          </main>
          {/* The footer and the rail are their own hydration units, hydrated after the rest. */}
          <Suspense fallback={null}>
            <SiteFooter config={config} landing={landing} />
          </Suspense>
          <Suspense fallback={null}>
            <ModuleRail modules={modules ?? []} />
          </Suspense>
          <ShellDialogs />
          <QuickViewHost />
        </AppProviders>
      </body>
    </html>
  );
}
