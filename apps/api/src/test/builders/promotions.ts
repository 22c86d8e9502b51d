import type { Database } from '../../db/client';
import { brands } from '../../db/schema/catalog';
import {
  banners,
  campaignStores,
  campaigns,
  coupons,
  flashSaleItems,
  flashSales,
} from '../../db/schema/promotions';
import { uniqueNumber } from './sequence';

export async function buildCampaign(
  db: Database,
  moduleId: number,
  storeIds: number[],
  overrides: Partial<typeof campaigns.$inferInsert> = {},
) {
  const n = uniqueNumber();
  const [row] = await db
    .insert(campaigns)
    .values({
      title: `Campaign ${n}`,
      image: `campaigns/campaign-${n}.svg`,
      moduleId,
      startDate: '2000-01-01',
      endDate: '2999-12-31',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('campaign not inserted');
  if (storeIds.length) {
    await db
      .insert(campaignStores)
      .values(storeIds.map((storeId) => ({ campaignId: row.id, storeId })));
  }
  return row;
}

export async function buildBanner(
  db: Database,
  refs: { moduleId: number; zoneId: number },
  overrides: Partial<typeof banners.$inferInsert> = {},
) {
  const n = uniqueNumber();
  const [row] = await db
    .insert(banners)
    .values({
      title: `Banner ${n}`,
      type: 'default',
      image: `banners/banner-${n}.svg`,
      ...refs,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('banner not inserted');
  return row;
}

export async function buildCoupon(
  db: Database,
  moduleId: number,
  overrides: Partial<typeof coupons.$inferInsert> = {},
) {
  const n = uniqueNumber();
  const [row] = await db
    .insert(coupons)
    .values({
      title: `Coupon ${n}`,
      code: `CODE${n}`,
      couponType: 'default',
      discountType: 'percent',
      discount: 1000,
      moduleId,
      startDate: '2000-01-01',
      expireDate: '2999-12-31',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('coupon not inserted');
  return row;
}

/** A flash sale with its items: [item id, sale stock, sold, percent off in hundredths]. */
export async function buildFlashSale(
  db: Database,
  moduleId: number,
  entries: [number, number, number, number][],
  overrides: Partial<typeof flashSales.$inferInsert> = {},
) {
  const n = uniqueNumber();
  const [sale] = await db
    .insert(flashSales)
    .values({
      title: `Flash sale ${n}`,
      moduleId,
      startDate: '2000-01-01',
      endDate: '2999-12-31',
      ...overrides,
    })
    .returning();
  if (!sale) throw new Error('flash sale not inserted');
  if (entries.length) {
    await db.insert(flashSaleItems).values(
      entries.map(([itemId, stock, sold, discount]) => ({
        flashSaleId: sale.id,
        itemId,
        stock,
        sold,
        discountType: 'percent' as const,
        discount,
      })),
    );
  }
  return sale;
}

export async function buildBrand(
  db: Database,
  moduleId: number,
  overrides: Partial<typeof brands.$inferInsert> = {},
) {
  const n = uniqueNumber();
  const [row] = await db
    .insert(brands)
    .values({ name: `Brand ${n}`, image: `brands/brand-${n}.svg`, moduleId, ...overrides })
    .returning();
  if (!row) throw new Error('brand not inserted');
  return row;
}
