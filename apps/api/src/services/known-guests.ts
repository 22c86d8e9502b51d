import { LRUCache } from 'lru-cache';

/** Enough for a busy day of guests; past it the least recently seen are looked up again. */
const MAX_REMEMBERED = 100_000;

/** Unused guests are deleted after GUEST_EXPIRY_DAYS (housekeeping): look again after an hour. */
const REMEMBER_MS = 60 * 60_000;

/**
 * Guest ids this app instance has issued or found in the table, for an hour: every
 * guest-or-customer call is spared a lookup, and an id the housekeeping deleted stops working.
 */
export type KnownGuests = {
  remember: (guestId: string) => void;
  has: (guestId: string) => boolean;
  /** For tests that empty the tables. */
  forget: () => void;
};

export function createKnownGuests(max = MAX_REMEMBERED): KnownGuests {
  const remembered = new LRUCache<string, true>({ max, ttl: REMEMBER_MS });
  return {
    remember: (guestId) => {
      remembered.set(guestId, true);
    },
    has: (guestId) => remembered.get(guestId) === true,
    forget: () => remembered.clear(),
  };
}
