import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { zoneModules, zones } from '../../db/schema/geo';
import { modules } from '../../db/schema/modules';

export async function selectActiveZones(db: Database) {
  return db
    .select({
      id: zones.id,
      name: zones.name,
      displayName: zones.displayName,
      polygon: zones.polygon,
      cashOnDelivery: zones.cashOnDelivery,
      digitalPayment: zones.digitalPayment,
      increasedDeliveryFee: zones.increasedDeliveryFee,
      increasedDeliveryFeeStatus: zones.increasedDeliveryFeeStatus,
    })
    .from(zones)
    .where(eq(zones.status, 1))
    .orderBy(asc(zones.id));
}

/** Delivery rates (minor units) of active modules, per zone. */
export async function selectActiveZoneModuleRates(db: Database) {
  return db
    .select({
      zoneId: zoneModules.zoneId,
      moduleId: zoneModules.moduleId,
      perKmShippingCharge: zoneModules.perKmShippingCharge,
      minimumShippingCharge: zoneModules.minimumShippingCharge,
      maximumShippingCharge: zoneModules.maximumShippingCharge,
      maximumCodOrderAmount: zoneModules.maximumCodOrderAmount,
    })
    .from(zoneModules)
    .innerJoin(modules, eq(modules.id, zoneModules.moduleId))
    .where(eq(modules.status, 1))
    .orderBy(asc(modules.position), asc(modules.id));
}
