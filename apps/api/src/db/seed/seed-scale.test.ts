import { asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import * as t from '../schema/index';
import { addGeneratedItems } from './scale';
import { seedDemoData } from './seed-demo';
import { countRows } from './stats';

const NOW = new Date('2025-03-14T09:30:00Z');

let a: TestDatabase;
let b: TestDatabase;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

async function snapshot(db: Database) {
  return {
    stores: await db
      .select({
        name: t.stores.name,
        lat: t.stores.latitude,
        lng: t.stores.longitude,
        address: t.stores.address,
      })
      .from(t.stores)
      .orderBy(asc(t.stores.id)),
    items: await db
      .select({
        slug: t.items.slug,
        price: t.items.price,
        discount: t.items.discount,
        stock: t.items.stock,
        variations: t.items.variations,
        foodVariations: t.items.foodVariations,
        addOnIds: t.items.addOnIds,
      })
      .from(t.items)
      .orderBy(asc(t.items.id)),
    coupons: await db.select().from(t.coupons).orderBy(asc(t.coupons.id)),
    media: await db
      .select({ n: sql<number>`count(*)::int`, bytes: sql<number>`sum(length(body))::int` })
      .from(t.media),
  };
}

describe('demo seed determinism and scale', () => {
  it('writes the same data for the same clock', async () => {
    await Promise.all([seedDemoData(a.db, { now: NOW }), seedDemoData(b.db, { now: NOW })]);
    expect(await snapshot(a.db)).toEqual(await snapshot(b.db));
  });

  it('tops the catalogue up to `scale` generated items, once', async () => {
    const before = await countRows(a.db);
    const result = await seedDemoData(a.db, { now: NOW, scale: 2_500 });
    expect(result).toEqual({ seeded: false, generatedItems: 2_500 });
    const after = await countRows(a.db);
    expect(after.items).toBe((before.items ?? 0) + 2_500);

    expect(await seedDemoData(a.db, { now: NOW, scale: 2_500 })).toEqual({
      seeded: false,
      generatedItems: 0,
    });
    expect(await countRows(a.db)).toEqual(after);
  });

  it('adds exactly N generated items in the right stores, categories and images', async () => {
    const before = (await countRows(a.db)).items ?? 0;
    expect(await addGeneratedItems(a.db, 777, { now: NOW })).toBe(777);
    expect((await countRows(a.db)).items).toBe(before + 777);

    const misplaced = await a.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.items)
      .innerJoin(t.stores, eq(t.stores.id, t.items.storeId))
      .innerJoin(t.categories, eq(t.categories.id, t.items.categoryId))
      .leftJoin(t.media, eq(t.media.path, t.items.image))
      .where(
        or(
          ne(t.stores.moduleId, t.items.moduleId),
          ne(t.categories.moduleId, t.items.moduleId),
          isNull(t.media.path),
        ),
      );
    expect(misplaced[0]?.n).toBe(0);
    const campaignFree = await a.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.items)
      .where(isNull(t.items.availableDateStarts));
    expect(campaignFree[0]?.n).toBeGreaterThan(3_000);
  });
});
