import { businessConfig } from '@marketplace/contract/endpoints/config';
import { callApi } from '@/lib/api-client';

/** The business settings, from the browser (the same-origin /config call). */
export function fetchConfig(signal?: AbortSignal) {
  return callApi(businessConfig, { signal });
}
