import type { Database } from '../../db/client';

/** Enough for a busy day of guests; past it the memory starts over and re-reads from the table. */
const MAX_REMEMBERED = 100_000;

const remembered = new WeakMap<Database, Set<string>>();

/**
 * Guest ids this process has issued or found in the table. Guests are never deleted, so a
 * remembered id stays valid; every guest-or-customer call is spared a lookup.
 */
export function rememberGuest(db: Database, guestId: string): void {
  let ids = remembered.get(db);
  if (!ids || ids.size >= MAX_REMEMBERED) {
    ids = new Set();
    remembered.set(db, ids);
  }
  ids.add(guestId);
}

export function isRememberedGuest(db: Database, guestId: string): boolean {
  return remembered.get(db)?.has(guestId) ?? false;
}

/** For tests that empty the tables. */
export function forgetGuests(db: Database): void {
  remembered.delete(db);
}
