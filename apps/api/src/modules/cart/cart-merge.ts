import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartLines } from '../../db/schema/cart';
import { lockCartOwner } from './cart-owner-lock';

/**
 * API contract "Auth": signing in with a guest_id moves that guest's cart to the customer. Per
 * module, the guest's cart is the newer intent, so it replaces what the customer's cart held
 * there (a cart holds one store; mixing both could break that). Call inside the sign-in
 * transaction; returns how many lines moved.
 */
export async function mergeGuestCartIntoCustomer(
  tx: Database,
  guestId: string,
  userId: number,
): Promise<number> {
  await lockCartOwner(tx, { kind: 'guest', guestId });
  await lockCartOwner(tx, { kind: 'customer', userId });
  const guestModules = await tx
    .selectDistinct({ moduleId: cartLines.moduleId })
    .from(cartLines)
    .where(eq(cartLines.guestId, guestId));
  if (guestModules.length === 0) return 0;
  const moduleIds = guestModules.map((row) => row.moduleId);
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.moduleId, moduleIds)));
  const moved = await tx
    .update(cartLines)
    .set({ userId, guestId: null, updatedAt: sql`now()` })
    .where(eq(cartLines.guestId, guestId))
    .returning({ id: cartLines.id });
  return moved.length;
}
