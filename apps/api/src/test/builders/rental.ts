import type { BusinessSettings } from '../../db/business-settings';
import type { Database } from '../../db/client';
import { vehicleBrands, vehicleCategories, vehicles } from '../../db/schema/rental';
import type { stores } from '../../db/schema/stores';
import { buildModule } from './module';
import { uniqueNumber } from './sequence';
import { buildSettings } from './settings';
import { buildStore } from './store';
import { buildZone, squarePolygon } from './zone';

/** A pickup and a destination inside the rental world's zone (lat/lng 0..1). */
export const PICKUP = { lat: 0.2, lng: 0.2, location_name: 'Central Station' };
export const DESTINATION = { lat: 0.3, lng: 0.3, location_name: 'Airport' };

/**
 * What rental needs: settings (tax off, guest booking on unless asked), a zone, the rental
 * module, a provider (a rental store) and a category and brand for vehicles. Minor units.
 */
export async function buildRentalWorld(
  db: Database,
  options: {
    settings?: Partial<BusinessSettings>;
    provider?: Partial<typeof stores.$inferInsert>;
  } = {},
) {
  const settings = await buildSettings(db, {
    tax_included: 0,
    guest_checkout_status: 1,
    ...options.settings,
  });
  const zone = await buildZone(db, { polygon: squarePolygon(0, 0, 1) });
  const module = await buildModule(db, { moduleType: 'rental' });
  const provider = (overrides: Partial<typeof stores.$inferInsert> = {}) =>
    buildStore(
      db,
      { moduleId: module.id, zoneId: zone.id },
      { latitude: 0.5, longitude: 0.5, timeZone: 'UTC', tax: 0, ...options.provider, ...overrides },
    );
  const mainProvider = await provider();
  const [category] = await db
    .insert(vehicleCategories)
    .values({ name: 'Sedan', image: 'vehicle-category/sedan.svg' })
    .returning();
  const [brand] = await db
    .insert(vehicleBrands)
    .values({ name: 'Toyota', image: 'vehicle-brand/toyota.svg' })
    .returning();
  if (!category || !brand) throw new Error('category or brand not inserted');
  return {
    settings,
    zone,
    module,
    provider: mainProvider,
    buildProvider: provider,
    /** A vehicle (hourly 1,000, day-wise 8,000, per km 100; 2 units) unless overridden. */
    async vehicle(overrides: Partial<typeof vehicles.$inferInsert> = {}) {
      const n = uniqueNumber();
      const [row] = await db
        .insert(vehicles)
        .values({
          providerId: mainProvider.id,
          categoryId: category.id,
          brandId: brand.id,
          name: `Car ${n}`,
          thumbnail: `vehicle/car-${n}.svg`,
          type: 'family',
          seatingCapacity: 5,
          transmissionType: 'automatic',
          fuelType: 'petrol',
          totalVehicleCount: 2,
          tripHourly: 1,
          tripDayWise: 1,
          tripDistance: 1,
          hourlyPrice: 1_000,
          dayWisePrice: 8_000,
          distancePrice: 100,
          discountPrice: 0,
          ...overrides,
        })
        .returning();
      if (!row) throw new Error('vehicle not inserted');
      return row;
    },
  };
}

export type RentalWorld = Awaited<ReturnType<typeof buildRentalWorld>>;

/** An hourly trip for `hours` starting `inHours` from now. */
export function tripBody(
  overrides: Record<string, unknown> = {},
  { inHours = 2, hours = 3 }: { inHours?: number; hours?: number } = {},
): Record<string, unknown> {
  return {
    pickup_location: PICKUP,
    destination_location: DESTINATION,
    rental_type: 'hourly',
    estimated_hours: hours,
    pickup_time: new Date(Date.now() + inHours * 3_600_000).toISOString(),
    ...overrides,
  };
}
