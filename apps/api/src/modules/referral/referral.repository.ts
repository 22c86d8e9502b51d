import { count, eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { referralRewards } from '../../db/schema/account';
import { users } from '../../db/schema/customers';

/** The referrer's code, how many signed up with it, and the rewards it earned (minor units). */
export async function selectReferralSummary(db: Database, userId: number) {
  const [[user], [referred], [rewarded]] = await Promise.all([
    db.select({ refCode: users.refCode }).from(users).where(eq(users.id, userId)),
    db.select({ n: count() }).from(users).where(eq(users.refBy, userId)),
    db
      .select({ n: count(), total: sum(referralRewards.amount) })
      .from(referralRewards)
      .where(eq(referralRewards.referrerId, userId)),
  ]);
  return {
    refCode: user?.refCode ?? '',
    referredCount: referred?.n ?? 0,
    rewardedCount: rewarded?.n ?? 0,
    earnedTotal: Number(rewarded?.total ?? 0),
  };
}
