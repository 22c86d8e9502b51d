import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/customers';
import { walletTransactions } from '../../db/schema/orders';

/** Locks the customer's row (SELECT ... FOR UPDATE) and reads the balance that is now safe to spend. */
export async function lockWalletBalance(tx: Database, userId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: users.walletBalance })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.balance ?? 0;
}

/**
 * Moves money in (positive) or out (negative) of a wallet whose row this transaction has locked
 * with lockWalletBalance, and records the movement with the balance after it.
 */
export async function moveWallet(
  tx: Database,
  move: {
    userId: number;
    balanceBefore: number;
    amount: number;
    kind: (typeof walletTransactions.$inferInsert)['kind'];
    /** The order or the rental trip the movement is for. */
    orderId?: number;
    tripId?: number;
  },
): Promise<void> {
  const balanceAfter = move.balanceBefore + move.amount;
  await tx.update(users).set({ walletBalance: balanceAfter }).where(eq(users.id, move.userId));
  await tx.insert(walletTransactions).values({
    userId: move.userId,
    amount: move.amount,
    balanceAfter,
    kind: move.kind,
    orderId: move.orderId ?? null,
    tripId: move.tripId ?? null,
  });
}
