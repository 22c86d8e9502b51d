import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { walletBonuses } from '../../db/schema/account';

/** The bonuses switched on whose dates include `day` (YYYY-MM-DD, UTC), lowest minimum first. */
export function selectRunningBonuses(db: Database, day: string) {
  return db
    .select()
    .from(walletBonuses)
    .where(
      and(
        eq(walletBonuses.status, 1),
        lte(walletBonuses.startDate, day),
        gte(walletBonuses.endDate, day),
      ),
    )
    .orderBy(asc(walletBonuses.minimumAddAmount), asc(walletBonuses.id));
}
