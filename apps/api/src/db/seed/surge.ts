/**
 * Demo surge prices (get-surge-price): Riverton East's dinner rush on food deliveries, and
 * Riverton West's evening rush on parcels (decision 0052).
 */
import type { ModuleType } from '../schema/modules';
import { surgePrices } from '../schema/surge';
import { insertRows, type SeedContext } from './context';
import type { GeoIds } from './geo';

export async function seedSurgePrices(
  ctx: SeedContext,
  geo: GeoIds,
  moduleIds: Record<ModuleType, number>,
): Promise<void> {
  await insertRows(ctx.db, surgePrices, [
    {
      zoneId: geo.zones.east,
      moduleIds: [moduleIds.food],
      priceType: 'amount',
      price: 150,
      durationType: 'daily',
      startTime: '18:00',
      endTime: '21:00',
      customerNote: 'Dinner rush: more orders than riders',
    },
    {
      zoneId: geo.zones.east,
      moduleIds: [moduleIds.food, moduleIds.grocery],
      priceType: 'percent',
      price: 1_000,
      durationType: 'weekly',
      weekdays: [5, 6],
      startTime: '11:00',
      endTime: '14:00',
      customerNote: 'Weekend lunch demand',
    },
    {
      zoneId: geo.zones.west,
      moduleIds: [moduleIds.parcel],
      priceType: 'amount',
      price: 100,
      durationType: 'daily',
      startTime: '17:00',
      endTime: '20:00',
      customerNote: 'Evening rush: more parcels than riders',
    },
  ]);
}
