import { vehicleFilterOptions } from '@marketplace/contract/endpoints/rental-catalog';
import { VehicleFilterOptionsSchema } from '@marketplace/contract/rental-catalog';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RentalWorld } from '../../test/builders/rental';
import { buildZone, squarePolygon } from '../../test/builders/zone';
import type { TestApp } from '../../test/test-app';
import { type RentalTestWorld, useRentalTestWorld } from './testing/rental-test-world';

const world = useRentalTestWorld();
let t: TestApp;
let w: RentalWorld;
let client: RentalTestWorld['client'];
beforeEach(() => {
  ({ t, w, client } = world);
});

describe('the search filters offer what the visible fleet has', () => {
  it('lists the distinct types, transmissions, fuels, seats and the Start From price range', async () => {
    await w.vehicle({ type: 'family', fuelType: 'petrol', seatingCapacity: 5, distancePrice: 150 });
    await w.vehicle({
      type: 'luxury',
      transmissionType: 'manual',
      fuelType: 'electric',
      seatingCapacity: 4,
      distancePrice: 400,
    });
    await w.vehicle({ type: 'family', fuelType: 'diesel', seatingCapacity: 7, distancePrice: 90 });
    // Hidden: an inactive vehicle, and a provider outside the caller's zones.
    await w.vehicle({ type: 'sports', fuelType: 'hydrogen', seatingCapacity: 2, status: 0 });
    const far = await buildZone(t.db, { polygon: squarePolygon(2, 2, 1) });
    const elsewhere = await w.buildProvider({ zoneId: far.id });
    await w.vehicle({ providerId: elsewhere.id, type: 'group', fuelType: 'cng' });

    const res = await client.call({}, vehicleFilterOptions);
    expect(res.statusCode).toBe(200);
    expect(VehicleFilterOptionsSchema.parse(res.json())).toEqual({
      types: ['family', 'luxury'],
      transmission_types: ['automatic', 'manual'],
      fuel_types: ['diesel', 'electric', 'petrol'],
      seats: [4, 5, 7],
      // Start From is each vehicle's lowest enabled price (here per km): 0.90 up to 4.00.
      price_range: { min: 0.9, max: 4 },
    });
  });

  it('offers nothing (and no price range) when no vehicle is visible', async () => {
    const res = await client.call({}, vehicleFilterOptions);
    expect(res.json()).toEqual({
      types: [],
      transmission_types: [],
      fuel_types: [],
      seats: [],
      price_range: null,
    });
  });
});
