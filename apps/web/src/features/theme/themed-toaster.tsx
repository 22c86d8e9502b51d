'use client';

import { useTheme } from 'next-themes';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterMounted } from '@/features/ui/notify';

/**
 * Below the sticky header, so a toast never covers the cart or account buttons (on a phone a
 * toast held open by a finger would otherwise block them). Space for the header's two rows.
 */
const BELOW_HEADER = { top: 112 };

/** Toasts follow the light/dark choice and the writing direction. */
export function ThemedToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { resolvedTheme } = useTheme();
  // Runs after sonner's own effects have subscribed to its toast store.
  useEffect(() => markToasterMounted(), []);
  return (
    <Toaster
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      dir={dir}
      theme={resolvedTheme === 'dark' ? 'dark' : 'light'}
      richColors
      closeButton
    />
  );
}
