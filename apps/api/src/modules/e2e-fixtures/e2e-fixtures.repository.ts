import { count, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  addOns,
  categories,
  coupons,
  items,
  loyaltyPointTransactions,
  media,
  modules,
  storeSchedules,
  stores,
  users,
  zoneModules,
  zones,
} from '../../db/schema/index';

/** The fixture worlds' zones are named so; their number places the next one (no overlaps). */
export const FIXTURE_ZONE_PREFIX = 'E2E world';

export async function countFixtureZones(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(zones)
    .where(like(zones.name, `${FIXTURE_ZONE_PREFIX}%`));
  return row?.n ?? 0;
}

export async function selectModuleIdsByType(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: modules.id, type: modules.moduleType })
    .from(modules)
    .where(eq(modules.status, 1));
  return new Map(rows.map((row) => [row.type, row.id]));
}

export async function insertZone(
  db: Database,
  zone: typeof zones.$inferInsert,
  rates: Omit<typeof zoneModules.$inferInsert, 'zoneId'>[],
): Promise<number> {
  const [row] = await db.insert(zones).values(zone).returning({ id: zones.id });
  if (!row) throw new Error('zone not inserted');
  if (rates.length > 0) {
    await db.insert(zoneModules).values(rates.map((rate) => ({ ...rate, zoneId: row.id })));
  }
  return row.id;
}

/** The fixture category of a module, made the first time a world needs it. */
export async function findOrInsertCategory(
  db: Database,
  category: Pick<typeof categories.$inferInsert, 'name' | 'slug' | 'image' | 'moduleId'>,
): Promise<number> {
  const [existing] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, category.slug));
  if (existing) return existing.id;
  const [row] = await db.insert(categories).values(category).returning({ id: categories.id });
  if (!row) throw new Error('category not inserted');
  return row.id;
}

export async function insertStore(
  db: Database,
  store: typeof stores.$inferInsert,
  schedules: Omit<typeof storeSchedules.$inferInsert, 'storeId'>[],
): Promise<number> {
  const [row] = await db.insert(stores).values(store).returning({ id: stores.id });
  if (!row) throw new Error('store not inserted');
  await db.insert(storeSchedules).values(schedules.map((slot) => ({ ...slot, storeId: row.id })));
  return row.id;
}

export async function insertAddOns(
  db: Database,
  rows: (typeof addOns.$inferInsert)[],
): Promise<{ id: number; name: string }[]> {
  if (rows.length === 0) return [];
  return db.insert(addOns).values(rows).returning({ id: addOns.id, name: addOns.name });
}

export async function insertItem(db: Database, item: typeof items.$inferInsert): Promise<number> {
  const [row] = await db.insert(items).values(item).returning({ id: items.id });
  if (!row) throw new Error('item not inserted');
  return row.id;
}

export async function insertCoupons(db: Database, rows: (typeof coupons.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(coupons).values(rows);
}

export async function insertMediaOnce(db: Database, path: string, body: string): Promise<string> {
  await db
    .insert(media)
    .values({ path, body, contentType: 'image/svg+xml' })
    .onConflictDoNothing({ target: media.path });
  return path;
}

export async function insertCustomer(
  db: Database,
  user: typeof users.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error('customer not inserted');
  if (user.loyaltyPoint) {
    await db.insert(loyaltyPointTransactions).values({
      userId: row.id,
      points: user.loyaltyPoint,
      balanceAfter: user.loyaltyPoint,
      kind: 'admin_bonus',
    });
  }
  return row.id;
}
