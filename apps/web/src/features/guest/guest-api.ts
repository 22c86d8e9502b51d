import { guestRequest } from '@marketplace/contract/endpoints/guest';
import { callApi } from '@/lib/api-client';

/** A new guest id from the API (spec 02 §4). */
export function requestGuestId(signal?: AbortSignal) {
  return callApi(guestRequest, { signal });
}
