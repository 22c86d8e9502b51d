'use client';

import { Menu } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';

// The drawer (and the dialog library) loads on the first tap, not with the page.
const DrawerPanel = dynamic(() => import('./drawer-panel').then((module) => module.DrawerPanel), {
  ssr: false,
});

/** Spec 01 §2: the drawer below lg (Home, Categories, Latest stores, theme, language, Logout). */
export function MobileDrawer() {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted lg:hidden"
      >
        <Menu aria-hidden className="size-5" />
      </button>
      {isOpen ? <DrawerPanel onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
