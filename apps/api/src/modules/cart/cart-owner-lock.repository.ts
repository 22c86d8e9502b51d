import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../auth/caller';

/** The text that names a cart's owner in locks. */
export function cartOwnerKey(owner: Caller): string {
  return owner.kind === 'customer' ? `cart:user:${owner.userId}` : `cart:guest:${owner.guestId}`;
}

/**
 * Serialises every change to one owner's cart until the transaction ends, so the one-store rule
 * and the duplicate-line rule hold when two requests of the same owner race.
 */
export async function lockCartOwner(tx: Database, owner: Caller): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${cartOwnerKey(owner)}))`);
}

/**
 * The owner's lock for a change to the cart alone (add, update), in the same statement as
 * `synchronous_commit = off` for this transaction: its commit returns without waiting for the
 * WAL flush (decision 0044). Visibility and locking are unchanged; a database crash may lose the
 * last fraction of a second of cart changes, never an order (an order's own synchronous commit
 * flushes every change written before it, cart lines included).
 */
export async function lockCartOwnerForCartChange(tx: Database, owner: Caller): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${cartOwnerKey(owner)})), set_config('synchronous_commit', 'off', true)`,
  );
}
