import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rentalCartLines, rentalCartTrips } from '../../db/schema/index';
import type { Caller } from '../auth/caller';

export type CartTripRow = typeof rentalCartTrips.$inferSelect;
export type CartLineRow = typeof rentalCartLines.$inferSelect;
export type CartTripValues = Omit<typeof rentalCartTrips.$inferInsert, 'id' | 'userId' | 'guestId'>;

function ownedBy(owner: Caller) {
  return owner.kind === 'customer'
    ? eq(rentalCartTrips.userId, owner.userId)
    : eq(rentalCartTrips.guestId, owner.guestId);
}

/** Serialises every change to one owner's rental cart until the transaction ends. */
export async function lockRentalCartOwner(tx: Database, owner: Caller): Promise<void> {
  const key =
    owner.kind === 'customer'
      ? `rental-cart:user:${owner.userId}`
      : `rental-cart:guest:${owner.guestId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function selectCartTrip(db: Database, owner: Caller): Promise<CartTripRow | null> {
  const [row] = await db.select().from(rentalCartTrips).where(ownedBy(owner)).limit(1);
  return row ?? null;
}

export async function selectCartLines(db: Database, cartTripId: number): Promise<CartLineRow[]> {
  return db
    .select()
    .from(rentalCartLines)
    .where(eq(rentalCartLines.cartTripId, cartTripId))
    .orderBy(asc(rentalCartLines.id));
}

/** Creates or replaces the owner's trip details (one row per owner). */
export async function saveCartTrip(
  tx: Database,
  owner: Caller,
  values: CartTripValues,
): Promise<CartTripRow> {
  const existing = await selectCartTrip(tx, owner);
  if (existing) {
    const [row] = await tx
      .update(rentalCartTrips)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(rentalCartTrips.id, existing.id))
      .returning();
    if (row) return row;
  }
  const [row] = await tx
    .insert(rentalCartTrips)
    .values({
      ...values,
      userId: owner.kind === 'customer' ? owner.userId : null,
      guestId: owner.kind === 'guest' ? owner.guestId : null,
    })
    .returning();
  if (!row) throw new Error('rental cart trip was not saved');
  return row;
}

export async function insertCartLine(
  tx: Database,
  values: { cartTripId: number; vehicleId: number; providerId: number; quantity: number },
): Promise<void> {
  await tx.insert(rentalCartLines).values(values);
}

export async function setCartLineQuantity(
  tx: Database,
  lineId: number,
  quantity: number,
): Promise<void> {
  await tx.update(rentalCartLines).set({ quantity }).where(eq(rentalCartLines.id, lineId));
}

export async function deleteCartLines(
  tx: Database,
  cartTripId: number,
  lineIds: number[],
): Promise<number> {
  if (lineIds.length === 0) return 0;
  const removed = await tx
    .delete(rentalCartLines)
    .where(and(eq(rentalCartLines.cartTripId, cartTripId), inArray(rentalCartLines.id, lineIds)))
    .returning({ id: rentalCartLines.id });
  return removed.length;
}

/** Empties the owner's rental cart: the trip details and every line. */
export async function deleteCartTrip(tx: Database, owner: Caller): Promise<void> {
  await tx.delete(rentalCartTrips).where(ownedBy(owner));
}

/**
 * Sign-in with a guest_id: the guest's rental cart, when it has one, replaces the customer's
 * (the newer intent; a cart holds one provider).
 */
export async function moveGuestRentalCart(
  tx: Database,
  guestId: string,
  userId: number,
): Promise<boolean> {
  await lockRentalCartOwner(tx, { kind: 'guest', guestId });
  await lockRentalCartOwner(tx, { kind: 'customer', userId });
  const guestCart = await selectCartTrip(tx, { kind: 'guest', guestId });
  if (!guestCart) return false;
  await tx.delete(rentalCartTrips).where(eq(rentalCartTrips.userId, userId));
  await tx
    .update(rentalCartTrips)
    .set({ userId, guestId: null })
    .where(eq(rentalCartTrips.id, guestCart.id));
  return true;
}
