import type { SurgeRule } from '@marketplace/domain/checkout/surge-price';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { surgePrices } from '../../db/schema/surge';

/** The zone's surge rules as the domain reads them (switched-off ones included, marked so). */
export async function selectZoneSurgeRules(db: Database, zoneId: number): Promise<SurgeRule[]> {
  const rows = await db.select().from(surgePrices).where(eq(surgePrices.zoneId, zoneId));
  return rows.map((row) => ({
    id: row.id,
    moduleIds: row.moduleIds,
    priceType: row.priceType,
    price: row.price,
    durationType: row.durationType,
    weekdays: row.weekdays,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    customerNote: row.customerNote,
    active: row.status === 1,
  }));
}
