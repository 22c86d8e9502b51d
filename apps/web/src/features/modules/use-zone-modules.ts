'use client';

import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Modules that serve the chosen zones (the `zoneId` header filters them). */
export function useZoneModules(zoneIds: number[] | null, enabled: boolean) {
  return useQuery({
    queryKey: ['modules', zoneIds],
    queryFn: ({ signal }) =>
      apiFetch('/module', {
        schema: () => import('@marketplace/contract/modules').then((m) => m.ModuleListSchema),
        headers: zoneIds ? { zoneId: JSON.stringify(zoneIds) } : {},
        signal,
      }),
    enabled,
    meta: { silent: true },
  });
}
