import { brandList } from '@marketplace/contract/endpoints/promotions';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { BrandListSchema } from '@marketplace/contract/promotions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildBrand } from '../../test/builders/promotions';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
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

describe('GET /api/v1/brand', () => {
  it("lists the module's active brands by name", async () => {
    const zeta = await buildBrand(t.db, w.grocery.id, { name: 'Zeta' });
    const alpha = await buildBrand(t.db, w.grocery.id, { name: 'Alpha' });
    await buildBrand(t.db, w.grocery.id, { name: 'Retired', status: 0 });
    await buildBrand(t.db, w.food.id, { name: 'Elsewhere' });
    const response = await getCatalog(t, brandList, { moduleId: w.grocery.id });
    expect(BrandListSchema.parse(response.json())).toEqual([
      { id: alpha.id, name: 'Alpha', image_full_url: `${TEST_PUBLIC_URL}/images/${alpha.image}` },
      { id: zeta.id, name: 'Zeta', image_full_url: `${TEST_PUBLIC_URL}/images/${zeta.image}` },
    ]);
    const missing = await getCatalog(t, brandList);
    expect(ErrorEnvelopeSchema.parse(missing.json()).errors[0]?.code).toBe('moduleId');
  });
});
