import type { CashbackOffer } from '@marketplace/domain/checkout/cashback';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cashbackCredits, cashbackOffers } from '../../db/schema/cashback';

export type CashbackOfferRecord = CashbackOffer & { title: string };

/** Every offer, switched off ones marked so (the rules decide which are open). */
export async function selectCashbackOffers(db: Database): Promise<CashbackOfferRecord[]> {
  const rows = await db.select().from(cashbackOffers).orderBy(asc(cashbackOffers.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    type: row.cashbackType,
    amount: row.amount,
    minPurchase: row.minPurchase,
    maxDiscount: row.maxDiscount,
    startDate: row.startDate,
    endDate: row.endDate,
    sameUserLimit: row.sameUserLimit,
    active: row.status === 1,
  }));
}

/** How many times the customer earned each offer. */
export async function countCashbackUses(
  db: Database,
  userId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ offerId: cashbackCredits.offerId, uses: count() })
    .from(cashbackCredits)
    .where(eq(cashbackCredits.userId, userId))
    .groupBy(cashbackCredits.offerId);
  return new Map(rows.map((row) => [row.offerId, row.uses]));
}

/**
 * Claims the order's one cashback: the insert that wins the primary key returns true; a replay
 * (or a concurrent one, which waits for the winner's commit) returns false and pays nothing.
 */
export async function claimCashbackCredit(
  tx: Database,
  credit: { orderId: number; userId: number; offerId: number; amount: number },
): Promise<boolean> {
  const rows = await tx
    .insert(cashbackCredits)
    .values(credit)
    .onConflictDoNothing({ target: cashbackCredits.orderId })
    .returning({ orderId: cashbackCredits.orderId });
  return rows.length === 1;
}
