'use client';

import { useShellState } from '@/features/shell/shell-state-provider';
import { useQuery } from '@/lib/hydration-safe-query';
import { fetchCoupons } from './coupons-api';

/** The customer's coupons where they are now (module and zone); the page shows the errors. */
export function useCoupons() {
  const { isSignedIn, moduleId, zoneIds } = useShellState();
  return useQuery({
    queryKey: ['coupons', moduleId, zoneIds] as const,
    queryFn: ({ signal }) => fetchCoupons(signal),
    enabled: isSignedIn && moduleId !== null,
    meta: { silent: true },
  });
}
