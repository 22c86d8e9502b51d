import type { Database } from '../../db/client';
import { storeDiscounts, storeSchedules } from '../../db/schema/stores';

/** Opening hours: the same slot on each of `days` (0 = Sunday), HH:mm in the store's zone. */
export async function buildStoreSchedule(
  db: Database,
  storeId: number,
  slot: { openingTime: string; closingTime: string; days?: number[] },
) {
  const days = slot.days ?? [0, 1, 2, 3, 4, 5, 6];
  await db.insert(storeSchedules).values(
    days.map((day) => ({
      storeId,
      day,
      openingTime: slot.openingTime,
      closingTime: slot.closingTime,
    })),
  );
}

/** A store-wide discount (percent in hundredths, amounts in minor units). */
export async function buildStoreDiscount(
  db: Database,
  storeId: number,
  overrides: Partial<typeof storeDiscounts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(storeDiscounts)
    .values({
      storeId,
      discountType: 'percent',
      discount: 1000,
      startDate: '2000-01-01',
      endDate: '2999-12-31',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('store discount not inserted');
  return row;
}
