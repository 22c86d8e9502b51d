import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { referralRewards } from '../../db/schema/account';
import { users } from '../../db/schema/customers';

/** Who referred this customer, and whether that referrer is still an active account. */
export async function findActiveReferrer(tx: Database, refereeId: number): Promise<number | null> {
  const [row] = await tx.select({ refBy: users.refBy }).from(users).where(eq(users.id, refereeId));
  if (!row?.refBy) return null;
  const [referrer] = await tx
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.id, row.refBy));
  return referrer?.status === 1 ? referrer.id : null;
}

/**
 * Claims the referee's one reward: the insert that wins the primary key returns true; a later
 * (or a concurrent, which waits for the winner's commit) claim returns false and pays nothing.
 */
export async function claimReferralReward(
  tx: Database,
  claim: { refereeId: number; referrerId: number; orderId: number; amount: number },
): Promise<boolean> {
  const rows = await tx
    .insert(referralRewards)
    .values(claim)
    .onConflictDoNothing({ target: referralRewards.refereeId })
    .returning({ refereeId: referralRewards.refereeId });
  return rows.length === 1;
}
