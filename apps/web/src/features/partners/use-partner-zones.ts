'use client';

import { useQuery } from '@/lib/hydration-safe-query';
import { fetchZones } from './partners-api';

/** The active zones, for the zone choice of both applications. */
export function usePartnerZones() {
  return useQuery({
    queryKey: ['zones', 'all'],
    queryFn: ({ signal }) => fetchZones(signal),
    meta: { silent: true },
  });
}
