'use client';

import { useEffect, useState } from 'react';

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/**
 * Whether a modal dialog is open. Every dialog is a Radix portal, a child of <body>, so watching
 * body's children (not the whole tree) sees each one open and close.
 */
export function useIsDialogOpen(): boolean {
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    const check = () => setIsOpen(document.querySelector(OPEN_DIALOG) !== null);
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true });
    check();
    return () => observer.disconnect();
  }, []);
  return isOpen;
}
