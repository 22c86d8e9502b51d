import { newsletterSubscribe } from '@marketplace/contract/endpoints/newsletter';
import { callApi } from '@/lib/api-client';

/** Subscribes an address; the API answers 422 `email` when it is not one. */
export function subscribeToNewsletter(email: string) {
  return callApi(newsletterSubscribe, { body: { email } });
}
