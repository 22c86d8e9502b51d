'use client';

import { ConfigSchema } from '@marketplace/contract/config';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { toAuthSettings } from './auth-settings';

/**
 * The login settings, read when the modal opens (the same-origin /config call), so the page's
 * first load does not carry them.
 */
export function useAuthSettings() {
  return useQuery({
    queryKey: ['config', 'auth'],
    queryFn: ({ signal }) => apiFetch('/config', { schema: ConfigSchema, signal }),
    select: toAuthSettings,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
