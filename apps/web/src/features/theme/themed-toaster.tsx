'use client';

import { useTheme } from 'next-themes';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterMounted } from '@/features/ui/notify';
import { useIsDialogOpen } from './use-is-dialog-open';

/**
 * Below the sticky header, so a toast never covers the cart or account buttons (on a phone a
 * toast held open by a finger would otherwise block them). Space for the header's two rows.
 */
const BELOW_HEADER = { top: 112 };

/**
 * With a dialog open, toasts must not cover its title (issue 17 §7): a dialog's title is at its
 * top (a centred dialog, or a phone's sheet up to 92% of the screen high), so they go to the
 * bottom while one is open.
 */
const WITH_DIALOG = { bottom: 24 };

/** Toasts follow the light/dark choice and the writing direction. */
export function ThemedToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { resolvedTheme } = useTheme();
  const isDialogOpen = useIsDialogOpen();
  // Runs after sonner's own effects have subscribed to its toast store.
  useEffect(() => markToasterMounted(), []);
  return (
    <Toaster
      position={isDialogOpen ? 'bottom-center' : 'top-center'}
      offset={isDialogOpen ? WITH_DIALOG : BELOW_HEADER}
      mobileOffset={isDialogOpen ? WITH_DIALOG : BELOW_HEADER}
      dir={dir}
      theme={resolvedTheme === 'dark' ? 'dark' : 'light'}
      richColors
      closeButton
    />
  );
}
