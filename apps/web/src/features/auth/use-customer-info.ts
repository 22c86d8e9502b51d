'use client';

import { useQuery } from '@/lib/hydration-safe-query';
import { fetchCustomerInfo } from './customer-api';

export const CUSTOMER_INFO_QUERY_KEY = ['customer', 'info'] as const;

/** GET /customer/info for the signed-in customer (refetched after sign-in, cleared on logout). */
export function useCustomerInfo(enabled: boolean) {
  return useQuery({
    queryKey: CUSTOMER_INFO_QUERY_KEY,
    queryFn: ({ signal }) => fetchCustomerInfo(signal),
    enabled,
    meta: { silent: true },
  });
}
