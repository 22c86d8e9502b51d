import { randomUUID } from 'node:crypto';
import type { GuestResponse } from '@marketplace/contract/guest';
import type { AppDeps } from '../../app-types';
import { insertGuest } from './guest.repository';

/** A random v4 UUID (122 random bits): a guest's cart cannot be reached by guessing its id. */
export async function createGuest({ db, knownGuests }: AppDeps): Promise<GuestResponse> {
  const guestId = randomUUID();
  await insertGuest(db, guestId);
  knownGuests.remember(guestId);
  return { message: 'guest id created', guest_id: guestId };
}
