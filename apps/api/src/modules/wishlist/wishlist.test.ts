import type { Endpoint } from '@marketplace/contract/endpoint';
import { addWish, customerWishlist, removeWish } from '@marketplace/contract/endpoints/wishlist';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { WishlistSchema } from '@marketplace/contract/wishlist';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wishlist } from '../../db/schema/wishlist';
import { type EntryInput, entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueAccessToken } from '../auth/access-tokens';
import { buildCustomer } from '../auth/auth-test-kit';
import { resetCatalog } from '../catalog/testing/catalog-fixture';
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

let phoneSeq = 0;
async function customerToken() {
  phoneSeq += 1;
  const customer = await buildCustomer(t.db, {
    phone: `+88017110${String(phoneSeq).padStart(5, '0')}`,
  });
  return issueAccessToken(t.db, customer.id);
}

function call(
  entry: Pick<Endpoint, 'method' | 'path'>,
  token: string | null,
  query: EntryInput['query'] = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject(
    entryRequest(entry, {
      query,
      headers: {
        moduleId: String(w.food.id),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    }),
  );
}

async function listOf(token: string, headers: Record<string, string> = {}) {
  const response = await call(customerWishlist, token, {}, headers);
  expect(response.statusCode).toBe(200);
  const body = WishlistSchema.parse(response.json());
  return { items: body.item.map((i) => i.name), stores: body.store.map((s) => s.name) };
}

describe('Wishlist of items and stores (the server-held list is the truth)', () => {
  it('adds items and stores, lists them newest first as catalogue cards, and removes them', async () => {
    const token = await customerToken();
    const biryani = await w.item(w.northStore, w.curries, { name: 'Biryani' });
    const lassi = await w.item(w.northStore, w.drinks, { name: 'Lassi' });

    for (const query of [
      { item_id: biryani.id },
      { item_id: lassi.id },
      { store_id: w.northStore.id },
    ]) {
      const response = await call(addWish, token, query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Added to your wishlist' });
    }
    expect(await listOf(token)).toEqual({ items: ['Lassi', 'Biryani'], stores: ['North Kitchen'] });

    const removed = await call(removeWish, token, { item_id: lassi.id });
    expect(removed.json()).toEqual({ message: 'Removed from your wishlist' });
    await call(removeWish, token, { store_id: w.northStore.id });
    expect(await listOf(token)).toEqual({ items: ['Biryani'], stores: [] });
  });

  it('keeps one row when the same item is added twice at once', async () => {
    const token = await customerToken();
    const biryani = await w.item(w.northStore, w.curries, { name: 'Biryani' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(addWish, token, { item_id: biryani.id })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await t.db.select().from(wishlist)).toHaveLength(1);
  });

  it("needs a signed-in customer: 'You are not logged in'", async () => {
    const biryani = await w.item(w.northStore, w.curries);
    for (const [entry, query] of [
      [customerWishlist, {}],
      [addWish, { item_id: biryani.id }],
      [removeWish, { item_id: biryani.id }],
    ] as const) {
      const response = await call(entry, null, query);
      expect(response.statusCode).toBe(401);
      expect(ErrorEnvelopeSchema.parse(response.json()).errors[0]?.message).toBe(
        'You are not logged in',
      );
    }
  });

  it("never shows or removes another customer's favourites", async () => {
    const ada = await customerToken();
    const grace = await customerToken();
    const biryani = await w.item(w.northStore, w.curries, { name: 'Biryani' });
    await call(addWish, ada, { item_id: biryani.id });
    await call(addWish, ada, { store_id: w.northStore.id });

    expect(await listOf(grace)).toEqual({ items: [], stores: [] });
    await call(removeWish, grace, { item_id: biryani.id });
    await call(removeWish, grace, { store_id: w.northStore.id });
    expect(await listOf(ada)).toEqual({ items: ['Biryani'], stores: ['North Kitchen'] });
  });

  it('refuses what the caller cannot see: unknown ids, another module, and bad queries', async () => {
    const token = await customerToken();
    const apples = await w.item(w.groceryStore, w.produce);
    expect((await call(addWish, token, { item_id: 999999 })).statusCode).toBe(404);
    expect((await call(addWish, token, { item_id: apples.id })).statusCode).toBe(404);
    expect((await call(addWish, token, { store_id: w.groceryStore.id })).statusCode).toBe(404);
    expect((await call(addWish, token)).statusCode).toBe(422);
    expect((await call(addWish, token, { item_id: 1, store_id: 1 })).statusCode).toBe(422);
  });

  it('lists only what the current zone shows, and keeps the rest for later', async () => {
    const token = await customerToken();
    await call(addWish, token, { store_id: w.northStore.id });
    await call(addWish, token, { store_id: w.southStore.id });
    expect((await listOf(token, { zoneId: JSON.stringify([w.north.id]) })).stores).toEqual([
      'North Kitchen',
    ]);
    expect((await listOf(token)).stores).toEqual(['South Grill', 'North Kitchen']);
  });
});
