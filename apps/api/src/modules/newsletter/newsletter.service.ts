import type { MessageResponse } from '@marketplace/contract/errors';
import type { AppDeps } from '../../app-types';
import { insertSubscription } from './newsletter.repository';

export const SUBSCRIBED_MESSAGE = 'Subscribed Successfully';

/** Subscribing an address twice answers the same success: it reveals nothing about others. */
export async function subscribe({ db }: AppDeps, email: string): Promise<MessageResponse> {
  await insertSubscription(db, email);
  return { message: SUBSCRIBED_MESSAGE };
}
