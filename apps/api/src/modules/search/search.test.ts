import { itemSearch, searchSuggestions, storeSearch } from '@marketplace/contract/endpoints/search';
import { storeDetails } from '@marketplace/contract/endpoints/stores';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { ItemCardPageSchema } from '@marketplace/contract/items';
import { SearchSuggestionsSchema } from '@marketplace/contract/search';
import { StoreCardPageSchema, StoreDetailsSchema } from '@marketplace/contract/stores';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../db/schema/modules';
import { seedDemoData } from '../../db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type CatalogHeaders, getCatalog } from '../catalog/testing/catalog-fixture';

let t: TestApp;
const moduleIds: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { now: new Date('2025-01-15T06:00:00Z') });
  for (const type of ['food', 'grocery']) {
    const [row] = await t.db
      .select()
      .from(modules)
      .where(eq(modules.moduleType, type as 'food'));
    moduleIds[type] = row?.id ?? 0;
  }
});
afterAll(() => t.close());

const food = (extra: Omit<CatalogHeaders, 'moduleId'> = {}) => ({
  moduleId: moduleIds.food,
  ...extra,
});
const searchItems = async (
  name: string,
  headers: CatalogHeaders,
  page: { limit?: number; offset?: number } = {},
) => {
  const response = await getCatalog(t, itemSearch, { query: { name, ...page }, ...headers });
  expect(response.statusCode).toBe(200);
  return ItemCardPageSchema.parse(response.json());
};

describe('GET /api/v1/items/search', () => {
  it("forgives typos: 'chiken' finds the chicken dishes and nothing unrelated", async () => {
    const page = await searchItems('chiken', food(), { limit: 100 });
    const names = page.products.map((p) => p.name);
    expect(names.length).toBeGreaterThanOrEqual(10);
    expect(page.total_size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/chicken/i);
    expect(names).toEqual(expect.arrayContaining(['Chicken Biryani', 'Butter Chicken']));
  });

  it("matches prefixes: 'pizz' puts the pizzas first", async () => {
    const page = await searchItems('pizz', food());
    const pizzas = page.products.filter((p) => /pizza/i.test(p.name));
    expect(pizzas.length).toBeGreaterThanOrEqual(5);
    expect(page.products.slice(0, pizzas.length)).toEqual(pizzas);
  });

  it('also finds items by their store name and category name', async () => {
    const byStore = await searchItems('golden dragon', food(), { limit: 100 });
    expect(byStore.total_size).toBeGreaterThan(5);
    const fromStore = byStore.products.filter((p) => p.store_name === 'Golden Dragon');
    expect(fromStore.length).toBeGreaterThan(5);
    // Elsewhere only items whose own name is close, such as 'Dragon Roll'.
    for (const item of byStore.products.filter((p) => p.store_name !== 'Golden Dragon')) {
      expect(item.name).toMatch(/dragon/i);
    }
    const byCategory = await searchItems('sushi', food(), { limit: 100 });
    expect(byCategory.products.map((p) => p.name)).toEqual(
      expect.arrayContaining(['California Roll', 'Dragon Roll']),
    );
  });

  it('finds translated names and answers in the caller language', async () => {
    const page = await searchItems('pollo', food({ locale: 'es' }));
    expect(page.products[0]?.name).toMatch(/pollo/i);
  });

  it('stays in the module and the caller zones', async () => {
    const grocery = await searchItems('chiken', { moduleId: moduleIds.grocery });
    for (const item of grocery.products) expect(item.module_id).toBe(moduleIds.grocery);
    expect(grocery.products.map((p) => p.name)).not.toContain('Chicken Biryani');
    const west = await searchItems('chiken', food({ zoneIds: [1] }), { limit: 100 });
    expect(west.products.length).toBeGreaterThan(0);
    for (const storeId of new Set(west.products.map((item) => item.store_id))) {
      const store = await getCatalog(t, storeDetails, {
        params: { id: storeId },
        ...food({ zoneIds: [1] }),
      });
      expect(StoreDetailsSchema.parse(store.json()).zone_id).toBe(1);
    }
  });

  it('pages the ranked results and validates the query', async () => {
    const all = await searchItems('chiken', food(), { limit: 100 });
    const second = await searchItems('chiken', food(), { limit: 5, offset: 2 });
    expect(second).toMatchObject({ total_size: all.total_size, limit: 5, offset: 2 });
    expect(second.products.map((p) => p.id)).toEqual(all.products.slice(5, 10).map((p) => p.id));
    const beyond = await searchItems('chiken', food(), { limit: 5, offset: 50 });
    expect(beyond).toMatchObject({ total_size: all.total_size, products: [] });
    const missing = await getCatalog(t, itemSearch, food());
    expect(ErrorEnvelopeSchema.parse(missing.json()).errors[0]?.code).toBe('name');
    const symbols = await searchItems("'); drop table items; --", food());
    expect(symbols.total_size).toBe(0);
  });
});

describe('GET /api/v1/stores/search and /items/search-suggestion', () => {
  it('finds stores by a misspelt name', async () => {
    const response = await getCatalog(t, storeSearch, {
      query: { name: 'sushi harbr' },
      ...food(),
    });
    const page = StoreCardPageSchema.parse(response.json());
    expect(page.stores[0]?.name).toBe('Sushi Harbor');
  });

  it('suggests items, stores and categories as the customer types', async () => {
    const response = await getCatalog(t, searchSuggestions, { query: { name: 'burg' }, ...food() });
    const suggestions = SearchSuggestionsSchema.parse(response.json());
    expect(suggestions.items.length).toBeGreaterThan(0);
    for (const item of suggestions.items) expect(item.name).toMatch(/burger/i);
    expect(suggestions.stores.map((s) => s.name)).toContain('Burger Yard');
    expect(suggestions.categories.map((c) => c.name)).toContain('Burgers');
  });
});
