import { customerInfo, updateInterest } from '@marketplace/contract/endpoints/customer';
import { callApi } from '@/lib/api-client';

/** GET /customer/info for the signed-in customer. */
export function fetchCustomerInfo(signal?: AbortSignal) {
  return callApi(customerInfo, { signal });
}

/** POST /customer/update-interest: the modules the customer cares about. */
export function saveInterests(interest: number[]) {
  return callApi(updateInterest, { body: { interest } });
}
