import { customerReferral } from '@marketplace/contract/endpoints/referral';
import { callApi } from '@/lib/api-client';

export const REFERRAL_QUERY_KEY = ['account', 'referral'] as const;

/** GET /customer/referral: the caller's code, the reward and what it earned. */
export function fetchReferral(signal?: AbortSignal) {
  return callApi(customerReferral, { signal });
}
