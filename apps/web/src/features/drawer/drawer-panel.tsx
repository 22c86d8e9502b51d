'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Home, X } from 'lucide-react';
import Link from 'next/link';
import { LogoutButton } from '@/features/auth/logout-button';
import { useT } from '@/features/i18n/i18n-provider';
import { LanguageSwitcher } from '@/features/i18n/language-switcher';
import { useShellState } from '@/features/shell/shell-state-provider';
import { ThemeSwitch } from '@/features/theme/theme-switch';
import { DrawerCategories, DrawerLatestStores } from './drawer-sections';

const headingClass = 'px-3 pb-1 text-xs font-semibold uppercase text-ink-muted';

/** The drawer's content: Home, Categories, Latest stores, theme, language, Logout. */
export function DrawerPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { moduleId, isSignedIn } = useShellState();
  const close = onClose;

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(450px,88vw)] flex-col overflow-y-auto bg-surface-raised p-4 text-ink shadow-xl"
        >
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('drawer.title')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className="rounded-full p-2 hover:bg-surface-muted"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
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
            <DrawerLatestStores moduleId={moduleId} onNavigate={close} />
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
