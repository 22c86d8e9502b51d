import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loyaltyPointTransactions, users } from '../../db/schema/customers';
import { walletTransactions } from '../../db/schema/orders';

type Page = { limit: number; offset: number };

export async function listWalletTransactions(db: Database, userId: number, page: Page) {
  const where = eq(walletTransactions.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(walletTransactions)
      .where(where)
      .orderBy(desc(walletTransactions.id))
      .limit(page.limit)
      .offset((page.offset - 1) * page.limit),
    db.select({ n: count() }).from(walletTransactions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listLoyaltyTransactions(db: Database, userId: number, page: Page) {
  const where = eq(loyaltyPointTransactions.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(loyaltyPointTransactions)
      .where(where)
      .orderBy(desc(loyaltyPointTransactions.id))
      .limit(page.limit)
      .offset((page.offset - 1) * page.limit),
    db.select({ n: count() }).from(loyaltyPointTransactions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Locks the customer's row: points and wallet are then safe to move in this transaction. */
export async function lockPointsAndWallet(tx: Database, userId: number) {
  const [row] = await tx
    .select({ points: users.loyaltyPoint, wallet: users.walletBalance })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function movePoints(
  tx: Database,
  move: {
    userId: number;
    balanceBefore: number;
    points: number;
    kind: (typeof loyaltyPointTransactions.$inferInsert)['kind'];
    walletAmount?: number;
    orderId?: number;
  },
): Promise<void> {
  const balanceAfter = move.balanceBefore + move.points;
  await tx.update(users).set({ loyaltyPoint: balanceAfter }).where(eq(users.id, move.userId));
  await tx.insert(loyaltyPointTransactions).values({
    userId: move.userId,
    points: move.points,
    balanceAfter,
    kind: move.kind,
    walletAmount: move.walletAmount ?? null,
    orderId: move.orderId ?? null,
  });
}
