'use client';

import { fetchConfig } from '@/features/layout/config-api';
import { useQuery } from '@/lib/hydration-safe-query';
import { toAuthSettings } from './auth-settings';

/**
 * The login settings, read when the modal opens (the same-origin /config call), so the page's
 * first load does not carry them.
 */
export function useAuthSettings() {
  return useQuery({
    queryKey: ['config', 'auth'],
    queryFn: ({ signal }) => fetchConfig(signal),
    select: toAuthSettings,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
