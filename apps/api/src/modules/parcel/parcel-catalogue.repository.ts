import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { zoneModules } from '../../db/schema/geo';
import { parcelCategories, parcelInstructions } from '../../db/schema/parcel';

export type ParcelCategoryRow = typeof parcelCategories.$inferSelect;

export async function selectActiveParcelCategories(
  db: Database,
  moduleId: number,
): Promise<ParcelCategoryRow[]> {
  return db
    .select()
    .from(parcelCategories)
    .where(and(eq(parcelCategories.moduleId, moduleId), eq(parcelCategories.status, 1)))
    .orderBy(asc(parcelCategories.position), asc(parcelCategories.id));
}

/** The parcel module's rates in these zones, in the order the zones were given. */
export async function selectParcelZoneRates(db: Database, moduleId: number, zoneIds: number[]) {
  if (zoneIds.length === 0) return [];
  const rows = await db
    .select()
    .from(zoneModules)
    .where(and(eq(zoneModules.moduleId, moduleId), inArray(zoneModules.zoneId, zoneIds)));
  return zoneIds.flatMap((id) => rows.filter((row) => row.zoneId === id));
}

export async function selectActiveParcelInstructions(
  db: Database,
  window: { limit: number; skip: number },
) {
  const active = eq(parcelInstructions.status, 1);
  const [total] = await db.select({ n: count() }).from(parcelInstructions).where(active);
  const rows = await db
    .select()
    .from(parcelInstructions)
    .where(active)
    .orderBy(asc(parcelInstructions.id))
    .limit(window.limit)
    .offset(window.skip);
  return { total: total?.n ?? 0, rows };
}
