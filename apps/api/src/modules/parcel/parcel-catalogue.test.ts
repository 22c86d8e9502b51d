import { apiPath } from '@marketplace/contract/endpoint';
import { parcelCategoryList, parcelInstructionList } from '@marketplace/contract/endpoints/parcel';
import {
  ParcelCategoryListSchema,
  ParcelInstructionPageSchema,
} from '@marketplace/contract/parcel';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parcelCategories, parcelInstructions } from '../../db/schema/parcel';
import { buildModule } from '../../test/builders/module';
import { buildZone, buildZoneModule, squarePolygon } from '../../test/builders/zone';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { getCatalog, resetCatalog } from '../catalog/testing/catalog-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetCatalog(t);
});

describe('GET /parcel-category', () => {
  it('lists the parcel module’s active categories in order, with their rates in major units', async () => {
    const parcel = await buildModule(t.db, { moduleType: 'parcel' });
    const zone = await buildZone(t.db, { polygon: squarePolygon(0, 0, 1) });
    await buildZoneModule(t.db, zone.id, parcel.id, {
      perKmShippingCharge: 90,
      minimumShippingCharge: 349,
    });
    await t.db.insert(parcelCategories).values([
      {
        moduleId: parcel.id,
        name: 'Small box',
        image: 'parcel-category/small-box.svg',
        position: 2,
        translations: { es: { name: 'Caja pequeña' } },
      },
      {
        moduleId: parcel.id,
        name: 'Documents',
        description: 'Letters up to 1 kg',
        image: 'parcel-category/documents.svg',
        perKmShippingCharge: 60,
        minimumShippingCharge: 249,
        position: 1,
      },
      { moduleId: parcel.id, name: 'Retired', image: 'x.svg', status: 0 },
    ]);

    const answer = await getCatalog(t, parcelCategoryList, {
      moduleId: parcel.id,
      zoneIds: [zone.id],
    });
    expect(answer.statusCode).toBe(200);
    expect(ParcelCategoryListSchema.parse(answer.json())).toEqual([
      {
        id: expect.any(Number),
        name: 'Documents',
        description: 'Letters up to 1 kg',
        image_full_url: `${TEST_PUBLIC_URL}/images/parcel-category/documents.svg`,
        parcel_per_km_shipping_charge: 0.6,
        parcel_minimum_shipping_charge: 2.49,
      },
      {
        id: expect.any(Number),
        name: 'Small box',
        description: '',
        image_full_url: `${TEST_PUBLIC_URL}/images/parcel-category/small-box.svg`,
        // No rate of its own: the zone's parcel rate.
        parcel_per_km_shipping_charge: 0.9,
        parcel_minimum_shipping_charge: 3.49,
      },
    ]);

    const spanish = await getCatalog(t, parcelCategoryList, { moduleId: parcel.id, locale: 'es' });
    const names = ParcelCategoryListSchema.parse(spanish.json()).map((c) => c.name);
    expect(names).toEqual(['Documents', 'Caja pequeña']);
    // Without a zone that serves parcels, a category without its own rate has none to show.
    expect(spanish.json()[1].parcel_per_km_shipping_charge).toBeNull();
  });

  it('answers an empty list for another module, and 422 without a moduleId', async () => {
    const food = await buildModule(t.db, { moduleType: 'food' });
    const other = await getCatalog(t, parcelCategoryList, { moduleId: food.id });
    expect(other.json()).toEqual([]);
    const missing = await getCatalog(t, parcelCategoryList);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].code).toBe('moduleId');
  });
});

describe('GET /customer/order/parcel-instructions', () => {
  it('pages the active instructions in the caller’s language', async () => {
    await t.db.insert(parcelInstructions).values([
      {
        instruction: 'Call the receiver before arriving',
        translations: { fr: { instruction: 'Appeler le destinataire avant d’arriver' } },
      },
      { instruction: 'Handle with care' },
      { instruction: 'Old wording', status: 0 },
    ]);
    const url = apiPath(parcelInstructionList);
    const first = await t.app.inject({
      method: 'GET',
      url: `${url}?limit=1&offset=1`,
      headers: { 'X-localization': 'fr' },
    });
    expect(ParcelInstructionPageSchema.parse(first.json())).toEqual({
      total_size: 2,
      limit: 1,
      offset: 1,
      data: [{ id: expect.any(Number), instruction: 'Appeler le destinataire avant d’arriver' }],
    });
    const second = await t.app.inject({ method: 'GET', url: `${url}?limit=1&offset=2` });
    expect(second.json().data[0].instruction).toBe('Handle with care');
    const bad = await t.app.inject({ method: 'GET', url: `${url}?limit=abc` });
    expect(bad.statusCode).toBe(422);
  });
});
