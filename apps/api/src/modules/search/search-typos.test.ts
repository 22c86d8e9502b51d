import { itemSearch } from '@marketplace/contract/endpoints/search';
import { ItemCardPageSchema } from '@marketplace/contract/items';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../db/schema/modules';
import { addGeneratedItems } from '../../db/seed/scale';
import { seedDemoData } from '../../db/seed/seed-demo';
import { CATALOG_TAG } from '../../services/cache-tags';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getCatalog } from '../catalog/testing/catalog-fixture';

// The demo menu plus generated dishes (Club Sandwich, Dumplings, Pancakes… as `--scale` adds).
const GENERATED_ITEMS = 400;

let t: TestApp;
let foodModuleId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const now = new Date('2025-01-15T06:00:00Z');
  await seedDemoData(t.db, { now });
  await addGeneratedItems(t.db, GENERATED_ITEMS, { now });
  t.deps.caches.invalidate(CATALOG_TAG);
  const [food] = await t.db.select().from(modules).where(eq(modules.moduleType, 'food'));
  foodModuleId = food?.id ?? 0;
});
afterAll(() => t.close());

async function topThree(typed: string): Promise<string[]> {
  const response = await getCatalog(t, itemSearch, {
    query: { name: typed },
    moduleId: foodModuleId,
  });
  expect(response.statusCode).toBe(200);
  return ItemCardPageSchema.parse(response.json())
    .products.slice(0, 3)
    .map((p) => p.name);
}

describe('Search forgives more typos: the intended item is in the top 3', () => {
  it.each([
    ['noodels', /noodle/i],
    ['dumplngs', /dumpling/i],
    ['sandwhich', /sandwich/i],
    ['chiken', /chicken/i],
    ['piza', /pizza/i],
    ['burgr', /burger/i],
    ['biriyani', /biryani/i],
    ['quesadila', /quesadilla/i],
    ['guacamolle', /guacamole/i],
    ['pancaks', /pancake/i],
    ['crossiant', /croissant/i],
  ])('%s finds %s', async (typed, intended) => {
    const names = await topThree(typed);
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((name) => intended.test(name))).toBe(true);
  });

  it.each([
    ['garlic noodels', /garlic noodles/i],
    ['chiken biriyani', /chicken biryani/i],
    ['club sandwhich', /club sandwich/i],
    ['dumplngs crispy', /crispy dumplings/i],
  ])('a misspelt word inside a longer query: %s finds %s', async (typed, intended) => {
    const names = await topThree(typed);
    expect(names.some((name) => intended.test(name))).toBe(true);
  });

  it('does not turn a word the catalogue knows into another one', async () => {
    const names = await topThree('pollo');
    for (const name of names) expect(name).not.toMatch(/rollo|polvo/i);
  });
});
