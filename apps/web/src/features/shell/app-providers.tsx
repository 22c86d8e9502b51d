'use client';

import dynamic from 'next/dynamic';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import { CatalogSettingsProvider } from '@/features/catalog/catalog-settings-provider';
import { GuestIdBootstrap } from '@/features/guest/guest-id-bootstrap';
import { I18nProvider } from '@/features/i18n/i18n-provider';
import type { LanguageOption } from '@/features/i18n/locale';
import type { ClientMessages } from '@/features/i18n/translate';
import { ThemeCookie } from '@/features/theme/theme-cookie';
import type { StoredLocation } from '@/lib/shell-cookies';
import { ClockProvider } from './clock-provider';
import { QueryProvider } from './query-provider';
import { ShellStateProvider } from './shell-state-provider';

// Toasts only follow interactions, so sonner loads after hydration (see features/ui/notify.ts).
const ThemedToaster = dynamic(
  () => import('@/features/theme/themed-toaster').then((module) => module.ThemedToaster),
  { ssr: false },
);

type AppProvidersProps = {
  i18n: {
    locale: string;
    dir: 'ltr' | 'rtl';
    languages: LanguageOption[];
    messages: ClientMessages;
  };
  shell: {
    zoneIds: number[] | null;
    location: StoredLocation | null;
    moduleId: number | null;
    isSignedIn: boolean;
    fixedNow: string | null;
  };
  defaultCenter: { lat: number; lng: number };
  catalog: CatalogSettings;
  children: ReactNode;
};

export function AppProviders({ i18n, shell, defaultCenter, catalog, children }: AppProvidersProps) {
  return (
    <I18nProvider {...i18n}>
      <ThemeProvider attribute="class" defaultTheme="light" enableSystem={false}>
        <ThemeCookie />
        <ShellStateProvider initial={shell} defaultCenter={defaultCenter}>
          <QueryProvider>
            <ClockProvider fixedNow={shell.fixedNow}>
              <CatalogSettingsProvider settings={catalog}>{children}</CatalogSettingsProvider>
            </ClockProvider>
            <GuestIdBootstrap isSignedIn={shell.isSignedIn} />
            <ThemedToaster dir={i18n.dir} />
          </QueryProvider>
        </ShellStateProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}
