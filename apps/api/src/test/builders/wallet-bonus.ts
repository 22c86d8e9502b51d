import type { Database } from '../../db/client';
import { walletBonuses } from '../../db/schema/account';

/** A top-up bonus running from yesterday to tomorrow unless told otherwise (minor units). */
export async function buildWalletBonus(
  db: Database,
  overrides: Partial<typeof walletBonuses.$inferInsert> = {},
) {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(walletBonuses)
    .values({
      title: 'Top-up bonus',
      description: '10% back on top-ups of 20 or more',
      bonusType: 'percent',
      bonusAmount: 10,
      minimumAddAmount: 2000,
      maximumBonusAmount: 1500,
      startDate: day(-1),
      endDate: day(1),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('wallet bonus not inserted');
  return row;
}
