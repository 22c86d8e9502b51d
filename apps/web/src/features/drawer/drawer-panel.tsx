'use client';

import { Home } from 'lucide-react';
import Link from 'next/link';
import { LogoutButton } from '@/features/auth/logout-button';
import { useT } from '@/features/i18n/i18n-provider';
import { LanguageSwitcher } from '@/features/i18n/language-switcher';
import { useShellState } from '@/features/shell/shell-state-provider';
import { ThemeSwitch } from '@/features/theme/theme-switch';
import { DrawerCategories, DrawerStores } from './drawer-sections';
import { SideSheet } from './side-sheet';

const headingClass = 'px-3 pb-1 text-xs font-semibold uppercase text-ink-muted';

/** The drawer's content: Home, Categories, Latest stores, Popular stores, theme, language, Logout. */
export function DrawerPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { moduleId, isSignedIn } = useShellState();
  const close = onClose;

  return (
    <SideSheet title={t('drawer.title')} onClose={onClose} className="start-0 w-[min(450px,88vw)]">
      <nav aria-label={t('drawer.title')} className="space-y-3">
        <Link
          href="/home"
          onClick={close}
          className="flex items-center gap-3 rounded-lg px-3 py-2 font-medium hover:bg-surface-muted"
        >
          <Home aria-hidden className="size-4" />
          {t('header.home')}
        </Link>
        <section aria-labelledby="drawer-categories" className="border-t border-line pt-3">
          <h3 id="drawer-categories" className={headingClass}>
            {t('drawer.categories')}
          </h3>
          <DrawerCategories moduleId={moduleId} onNavigate={close} />
        </section>
        <DrawerStores kind="latest" moduleId={moduleId} onNavigate={close} />
        <DrawerStores kind="popular" moduleId={moduleId} onNavigate={close} />
      </nav>
      <section aria-labelledby="drawer-theme" className="mt-3 border-t border-line pt-3">
        <h3 id="drawer-theme" className={headingClass}>
          {t('drawer.themeMode')}
        </h3>
        <div className="px-3">
          <ThemeSwitch />
        </div>
      </section>
      <section aria-labelledby="drawer-language" className="mt-3 border-t border-line pt-3">
        <h3 id="drawer-language" className={headingClass}>
          {t('language.label')}
        </h3>
        <LanguageSwitcher inline />
      </section>
      {isSignedIn ? (
        <div className="mt-auto border-t border-line pt-3">
          <LogoutButton
            className="w-full rounded-lg px-3 py-2 hover:bg-surface-muted"
            onDone={close}
          />
        </div>
      ) : null}
    </SideSheet>
  );
}
