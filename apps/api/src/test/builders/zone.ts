import type { Database } from '../../db/client';
import { type PolygonPoint, zoneModules, zones } from '../../db/schema/geo';
import { MODULE_CATALOG_CACHE } from '../../modules/module/module.cache';
import { ZONES_CACHE } from '../../modules/zones/zones.cache';
import { invalidateTestCaches } from '../test-services';
import { uniqueNumber } from './sequence';

/** An axis-aligned square, handy for inside/outside checks. */
export function squarePolygon(south: number, west: number, size: number): PolygonPoint[] {
  return [
    { lat: south, lng: west },
    { lat: south, lng: west + size },
    { lat: south + size, lng: west + size },
    { lat: south + size, lng: west },
  ];
}

export async function buildZone(db: Database, overrides: Partial<typeof zones.$inferInsert> = {}) {
  const n = uniqueNumber();
  const [zone] = await db
    .insert(zones)
    .values({
      name: `zone-${n}`,
      displayName: `Zone ${n}`,
      polygon: squarePolygon(0, 0, 1),
      ...overrides,
    })
    .returning();
  invalidateTestCaches(db, ZONES_CACHE.name, MODULE_CATALOG_CACHE.name);
  if (!zone) throw new Error('zone not inserted');
  return zone;
}

/** Makes a module deliver in a zone (rates in minor units). */
export async function buildZoneModule(
  db: Database,
  zoneId: number,
  moduleId: number,
  overrides: Partial<typeof zoneModules.$inferInsert> = {},
) {
  const [row] = await db
    .insert(zoneModules)
    .values({
      zoneId,
      moduleId,
      perKmShippingCharge: 150,
      minimumShippingCharge: 500,
      maximumShippingCharge: 2_000,
      maximumCodOrderAmount: null,
      ...overrides,
    })
    .returning();
  invalidateTestCaches(db, ZONES_CACHE.name, MODULE_CATALOG_CACHE.name);
  return row;
}
