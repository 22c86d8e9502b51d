/** Row counts of the seeded tables, for the CLI's report and the tests. */
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import * as schema from '../schema/index';

const TABLES: PgTable[] = [
  schema.businessSettings,
  schema.media,
  schema.zones,
  schema.zoneModules,
  schema.places,
  schema.modules,
  schema.categories,
  schema.brands,
  schema.stores,
  schema.storeSchedules,
  schema.storeDiscounts,
  schema.addOns,
  schema.items,
  schema.reviews,
  schema.campaigns,
  schema.campaignStores,
  schema.banners,
  schema.coupons,
  schema.flashSales,
  schema.flashSaleItems,
  schema.vehicleCategories,
  schema.vehicleBrands,
  schema.vehicles,
  schema.users,
];

export async function countRows(db: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    out[getTableName(table)] = Number(row?.n ?? 0);
  }
  return out;
}
