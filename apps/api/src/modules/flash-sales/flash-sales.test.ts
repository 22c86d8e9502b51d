import { flashSale } from '@marketplace/contract/endpoints/promotions';
import { FlashSaleResponseSchema } from '@marketplace/contract/promotions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildFlashSale } from '../../test/builders/promotions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getCatalog, resetCatalog } from '../catalog/testing/catalog-fixture';
import { buildCatalogueWorld, type CatalogueWorld } from '../catalog/testing/catalogue-world';

let t: TestApp;
let w: CatalogueWorld;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetCatalog(t);
  w = await buildCatalogueWorld(t.db);
});

describe('GET /api/v1/flash-sales', () => {
  it('answers null without a running sale', async () => {
    await buildFlashSale(t.db, w.food.id, [], { startDate: '2000-01-01', endDate: '2000-01-02' });
    const response = await getCatalog(t, flashSale, { moduleId: w.food.id });
    expect(FlashSaleResponseSchema.parse(response.json())).toEqual({ flash_sale: null });
  });

  it('answers the running sale with its items in the zones, discounted', async () => {
    const north = await w.item(w.northStore, w.drinks, { name: 'Tea', price: 1_000 });
    const south = await w.item(w.southStore, w.drinks, { name: 'Coffee' });
    const sale = await buildFlashSale(t.db, w.food.id, [
      [north.id, 30, 12, 2_500],
      [south.id, 10, 0, 1_000],
    ]);
    const response = await getCatalog(t, flashSale, {
      moduleId: w.food.id,
      zoneIds: [w.north.id],
    });
    const body = FlashSaleResponseSchema.parse(response.json());
    expect(body.flash_sale).toMatchObject({ id: sale.id, title: sale.title });
    expect(body.flash_sale?.products).toHaveLength(1);
    expect(body.flash_sale?.products[0]).toMatchObject({
      stock: 30,
      sold: 12,
      available_stock: 18,
      discount: 25,
      discount_type: 'percent',
      discounted_price: 7.5,
      item: { id: north.id, name: 'Tea', price: 10 },
    });
  });
});
