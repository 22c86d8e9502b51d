import { BasemapSchema } from '@marketplace/contract/basemap';
import type { Endpoint } from '@marketplace/contract/endpoint';
import { basemap } from '@marketplace/contract/endpoints/basemap';
import { zoneIdAt, zoneList } from '@marketplace/contract/endpoints/zones';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { ZoneIdResponseSchema, ZoneListSchema } from '@marketplace/contract/zones';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildModule } from '../../test/builders/module';
import { buildPlace } from '../../test/builders/place';
import { buildSettings } from '../../test/builders/settings';
import { buildStore } from '../../test/builders/store';
import { buildZone, buildZoneModule, squarePolygon } from '../../test/builders/zone';
import { type EntryInput, entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await buildSettings(t.db);
});

const get = (entry: Pick<Endpoint, 'method' | 'path'>, query?: EntryInput['query']) =>
  t.app.inject(entryRequest(entry, { query }));

describe('GET /api/v1/zone/list', () => {
  it('lists the active zones', async () => {
    const city = await buildZone(t.db, { name: 'city', displayName: 'City Centre' });
    await buildZone(t.db, { status: 0 });
    const response = await get(zoneList);
    expect(response.statusCode).toBe(200);
    expect(ZoneListSchema.parse(response.json())).toEqual([
      { id: city.id, name: 'city', display_name: 'City Centre', status: 1 },
    ]);
  });
});

describe('GET /api/v1/config/get-zone-id', () => {
  it('answers the covering zone with its module rates in major units', async () => {
    const zone = await buildZone(t.db, {
      polygon: squarePolygon(10, 20, 1),
      increasedDeliveryFee: 15,
      increasedDeliveryFeeStatus: 1,
      cashOnDelivery: false,
    });
    const food = await buildModule(t.db);
    await buildZoneModule(t.db, zone.id, food.id, {
      perKmShippingCharge: 150,
      minimumShippingCharge: 500,
      maximumShippingCharge: null,
      maximumCodOrderAmount: 100_000,
    });

    const response = await get(zoneIdAt, { lat: 10.5, lng: 20.5 });
    expect(response.statusCode).toBe(200);
    expect(ZoneIdResponseSchema.parse(response.json())).toEqual({
      zone_id: `[${zone.id}]`,
      zone_data: [
        {
          id: zone.id,
          cash_on_delivery: false,
          digital_payment: true,
          increased_delivery_fee: 15,
          increased_delivery_fee_status: 1,
          modules: [
            {
              id: food.id,
              pivot: {
                per_km_shipping_charge: 1.5,
                minimum_shipping_charge: 5,
                maximum_shipping_charge: null,
                maximum_cod_order_amount: 1000,
              },
            },
          ],
        },
      ],
    });
  });

  it('lists every zone covering the point', async () => {
    const big = await buildZone(t.db, { polygon: squarePolygon(0, 0, 10) });
    const small = await buildZone(t.db, { polygon: squarePolygon(4, 4, 2) });
    await buildZone(t.db, { polygon: squarePolygon(4, 4, 2), status: 0 });
    const body = ZoneIdResponseSchema.parse((await get(zoneIdAt, { lat: 5, lng: 5 })).json());
    expect(body.zone_id).toBe(`[${big.id},${small.id}]`);
  });

  it('answers 404 code coordinates outside every zone', async () => {
    await buildZone(t.db, { polygon: squarePolygon(10, 20, 1) });
    const response = await get(zoneIdAt, { lat: -10, lng: 20.5 });
    expect(response.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(response.json()).errors).toEqual([
      { code: 'coordinates', message: 'Service not available in this area' },
    ]);
  });

  it('sees a zone added after the first lookup once the zone cache is invalidated', async () => {
    expect((await get(zoneIdAt, { lat: 30.5, lng: 30.5 })).statusCode).toBe(404);
    await buildZone(t.db, { polygon: squarePolygon(30, 30, 1) });
    expect((await get(zoneIdAt, { lat: 30.5, lng: 30.5 })).statusCode).toBe(200);
  });

  it.each([
    ['lat=abc&lng=1', 'lat'],
    ['lat=91&lng=1', 'lat'],
    ['lat=1', 'lng'],
    ['lat=&lng=1', 'lat'],
    ['lat=1&lng=1e400', 'lng'],
  ])('answers 422 for %s', async (query, code) => {
    const response = await get(zoneIdAt, Object.fromEntries(new URLSearchParams(query)));
    expect(response.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(response.json()).errors[0]?.code).toBe(code);
  });
});

describe('GET /api/v1/map/basemap (issue 17 §4)', () => {
  it('answers the active zones’ outlines, the places and the active stores to draw a map from', async () => {
    const city = await buildZone(t.db, {
      displayName: 'City Centre',
      polygon: squarePolygon(10, 20, 1),
    });
    await buildZone(t.db, { status: 0 });
    const module = await buildModule(t.db);
    const store = await buildStore(
      t.db,
      { moduleId: module.id, zoneId: city.id },
      { name: 'Corner Shop', latitude: 10.1, longitude: 20.1 },
    );
    await buildStore(t.db, { moduleId: module.id, zoneId: city.id }, { status: 0 });
    await buildPlace(t.db, { name: 'Riverside Park', latitude: 10.2, longitude: 20.2 });

    const response = await get(basemap);
    expect(response.statusCode).toBe(200);
    const map = BasemapSchema.parse(response.json());
    expect(map.zones).toEqual([
      { id: city.id, name: 'City Centre', polygon: squarePolygon(10, 20, 1) },
    ]);
    expect(map.stores).toEqual([{ id: store.id, name: 'Corner Shop', lat: 10.1, lng: 20.1 }]);
    expect(map.places).toEqual([{ name: 'Riverside Park', lat: 10.2, lng: 20.2 }]);
  });
});
