import { CategoryListSchema } from '@marketplace/contract/categories';
import type { Endpoint } from '@marketplace/contract/endpoint';
import { categoryList, childCategories } from '@marketplace/contract/endpoints/categories';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCategory, buildItem } from '../../test/builders/category';
import { buildModule } from '../../test/builders/module';
import { buildStore } from '../../test/builders/store';
import { buildZone } from '../../test/builders/zone';
import { type EntryInput, entryRequest } from '../../test/entry-request';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const get = (entry: Pick<Endpoint, 'method' | 'path'>, input: EntryInput = {}) =>
  t.app.inject(entryRequest(entry, input));

/** A module with Fruit (two sub-categories) and Drinks; items in two zones. */
async function catalogue() {
  const north = await buildZone(t.db);
  const south = await buildZone(t.db);
  const grocery = await buildModule(t.db);
  const other = await buildModule(t.db);
  const fruit = await buildCategory(t.db, grocery.id, {
    name: 'Fruit',
    priority: 2,
    translations: { es: { name: 'Fruta' } },
  });
  const drinks = await buildCategory(t.db, grocery.id, { name: 'Drinks', priority: 1 });
  const apples = await buildCategory(t.db, grocery.id, { name: 'Apples', parentId: fruit.id });
  const pears = await buildCategory(t.db, grocery.id, { name: 'Pears', parentId: fruit.id });
  await buildCategory(t.db, grocery.id, { name: 'Old', parentId: fruit.id, status: 0 });
  await buildCategory(t.db, grocery.id, { name: 'Hidden', status: 0 });
  await buildCategory(t.db, other.id, { name: 'Elsewhere' });
  const northStore = await buildStore(t.db, { moduleId: grocery.id, zoneId: north.id });
  const southStore = await buildStore(t.db, { moduleId: grocery.id, zoneId: south.id });
  const refs = (storeId: number, categoryId: number) => ({
    storeId,
    moduleId: grocery.id,
    categoryId,
  });
  await buildItem(t.db, refs(northStore.id, fruit.id));
  await buildItem(t.db, refs(northStore.id, apples.id));
  await buildItem(t.db, refs(southStore.id, apples.id));
  await buildItem(t.db, refs(southStore.id, pears.id));
  await buildItem(t.db, refs(southStore.id, pears.id), { status: 0 });
  await buildItem(t.db, refs(southStore.id, drinks.id));
  return { north, south, grocery, fruit, drinks, apples, pears };
}

describe('GET /api/v1/categories', () => {
  it('requires a moduleId header', async () => {
    const missing = await get(categoryList);
    expect(missing.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(missing.json()).errors).toEqual([
      { code: 'moduleId', message: 'moduleId header is required' },
    ]);
    const invalid = await get(categoryList, { headers: { moduleId: '1 or 1=1' } });
    expect(invalid.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(invalid.json()).errors[0]?.code).toBe('moduleId');
  });

  it("lists the module's active top-level categories with item and sub-category counts", async () => {
    const { grocery, fruit, drinks } = await catalogue();
    const response = await get(categoryList, { headers: { moduleId: String(grocery.id) } });
    expect(response.statusCode).toBe(200);
    expect(CategoryListSchema.parse(response.json())).toEqual([
      {
        id: fruit.id,
        name: 'Fruit',
        slug: fruit.slug,
        image_full_url: `${TEST_PUBLIC_URL}/images/${fruit.image}`,
        parent_id: 0,
        position: 0,
        module_id: grocery.id,
        products_count: 4,
        childes_count: 2,
      },
      expect.objectContaining({ id: drinks.id, products_count: 1, childes_count: 0 }),
    ]);
  });

  it('counts only items of stores in the zoneId zones', async () => {
    const { grocery, north } = await catalogue();
    const response = await get(categoryList, {
      headers: {
        moduleId: String(grocery.id),
        zoneId: `[${north.id}]`,
      },
    });
    const counts = CategoryListSchema.parse(response.json()).map((c) => [c.name, c.products_count]);
    expect(counts).toEqual([
      ['Fruit', 2],
      ['Drinks', 0],
    ]);
  });

  it('translates names by X-localization', async () => {
    const { grocery } = await catalogue();
    const response = await get(categoryList, {
      headers: {
        moduleId: String(grocery.id),
        'X-localization': 'es',
      },
    });
    expect(CategoryListSchema.parse(response.json()).map((c) => c.name)).toEqual([
      'Fruta',
      'Drinks',
    ]);
  });
});

describe('GET /api/v1/categories/childes/{id}', () => {
  it('lists the active sub-categories with their item counts', async () => {
    const { fruit, apples, pears } = await catalogue();
    const response = await get(childCategories, { params: { id: fruit.id } });
    expect(response.statusCode).toBe(200);
    const children = CategoryListSchema.parse(response.json());
    expect(children.map((c) => [c.id, c.parent_id, c.products_count])).toEqual([
      [apples.id, fruit.id, 2],
      [pears.id, fruit.id, 1],
    ]);
  });

  it('answers 404 code category for an unknown category and 422 for a bad id', async () => {
    const missing = await get(childCategories, { params: { id: 9999 } });
    expect(missing.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(missing.json()).errors[0]?.code).toBe('category');
    const bad = await get(childCategories, { params: { id: 'abc' } });
    expect(bad.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(bad.json()).errors[0]?.code).toBe('id');
  });
});
