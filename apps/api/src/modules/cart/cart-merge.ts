import type { Database } from '../../db/client';
import {
  deleteCustomerLinesInModules,
  moveGuestLinesToCustomer,
  selectGuestCartModuleIds,
} from './cart.repository';
import { lockCartOwner } from './cart-owner-lock.repository';

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
  const moduleIds = await selectGuestCartModuleIds(tx, guestId);
  if (moduleIds.length === 0) return 0;
  await deleteCustomerLinesInModules(tx, userId, moduleIds);
  return moveGuestLinesToCustomer(tx, guestId, userId);
}
