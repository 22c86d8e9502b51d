import { randomUUID } from 'node:crypto';
import type { GuestResponse } from '@marketplace/contract/guest';
import type { AppDeps } from '../../app-types';
import { insertGuest } from './guest.repository';
import { rememberGuest } from './known-guests';

/** A random v4 UUID (122 random bits): a guest's cart cannot be reached by guessing its id. */
export async function createGuest({ db }: AppDeps): Promise<GuestResponse> {
  const guestId = randomUUID();
  await insertGuest(db, guestId);
  rememberGuest(db, guestId);
  return { message: 'guest id created', guest_id: guestId };
}
