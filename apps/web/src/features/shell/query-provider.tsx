'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createQueryClient } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from './shell-state-provider';

/** TanStack Query with the global error rule wired to the current session and language. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const t = useT();
  const { isSignedIn } = useShellState();
  const latest = useRef({ t, isSignedIn });
  useEffect(() => {
    latest.current = { t, isSignedIn };
  }, [t, isSignedIn]);

  const [client] = useState(() =>
    createQueryClient({
      hasToken: () => latest.current.isSignedIn,
      t: () => latest.current.t,
      endSession: () => {
        latest.current.isSignedIn = false;
        void fetch('/api/session', { method: 'DELETE' })
          .catch(() => undefined)
          .finally(() => {
            router.push('/home');
            router.refresh();
          });
      },
    }),
  );

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
