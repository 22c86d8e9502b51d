'use client';

import { useTheme } from 'next-themes';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterMounted } from '@/features/ui/notify';

/** Toasts follow the light/dark choice and the writing direction. */
export function ThemedToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { resolvedTheme } = useTheme();
  // Runs after sonner's own effects have subscribed to its toast store.
  useEffect(() => markToasterMounted(), []);
  return (
    <Toaster
      position="top-center"
      dir={dir}
      theme={resolvedTheme === 'dark' ? 'dark' : 'light'}
      richColors
      closeButton
    />
  );
}
