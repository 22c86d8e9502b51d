import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { zoneModules, zones } from '../../db/schema/geo';
import { modules } from '../../db/schema/modules';
import { stores } from '../../db/schema/stores';

export async function selectActiveModules(db: Database) {
  return db
    .select({
      id: modules.id,
      moduleName: modules.moduleName,
      moduleType: modules.moduleType,
      slug: modules.slug,
      icon: modules.icon,
      thumbnail: modules.thumbnail,
      description: modules.description,
      translations: modules.translations,
    })
    .from(modules)
    .where(eq(modules.status, 1))
    .orderBy(asc(modules.position), asc(modules.id));
}

/** Which active zones each module delivers in (a zone_modules row). */
export async function selectModuleZones(db: Database) {
  return db
    .select({ moduleId: zoneModules.moduleId, zoneId: zoneModules.zoneId })
    .from(zoneModules)
    .innerJoin(zones, eq(zones.id, zoneModules.zoneId))
    .where(eq(zones.status, 1))
    .orderBy(asc(zoneModules.zoneId));
}

/** Active stores per module and zone. */
export async function selectStoreCounts(db: Database) {
  return db
    .select({ moduleId: stores.moduleId, zoneId: stores.zoneId, count: count() })
    .from(stores)
    .where(eq(stores.status, 1))
    .groupBy(stores.moduleId, stores.zoneId);
}
