/** Demo cashback offers (cashback/list, getCashback), running for a year from the seed day. */
import { cashbackOffers } from '../schema/cashback';
import { insertRows, type SeedContext } from './context';

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function seedCashbackOffers(ctx: SeedContext): Promise<void> {
  const now = Date.now();
  const startDate = isoDate(now - 30 * DAY_MS);
  const endDate = isoDate(now + 365 * DAY_MS);
  await insertRows(ctx.db, cashbackOffers, [
    {
      title: '5% back on orders over $20',
      cashbackType: 'percent',
      amount: 500,
      minPurchase: 2_000,
      maxDiscount: 500,
      startDate,
      endDate,
    },
    {
      title: '$4 back on orders over $60',
      cashbackType: 'amount',
      amount: 400,
      minPurchase: 6_000,
      startDate,
      endDate,
      sameUserLimit: 3,
    },
  ]);
}
