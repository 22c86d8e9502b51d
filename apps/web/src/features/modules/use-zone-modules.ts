'use client';

import { useQuery } from '@/lib/hydration-safe-query';
import { fetchZoneModules } from './modules-api';

/** Modules that serve the chosen zones (the `zoneId` header filters them). */
export function useZoneModules(zoneIds: number[] | null, enabled: boolean) {
  return useQuery({
    queryKey: ['modules', zoneIds],
    queryFn: ({ signal }) => fetchZoneModules(zoneIds, signal),
    enabled,
    meta: { silent: true },
  });
}
