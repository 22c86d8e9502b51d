import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { WishlistSchema } from '@marketplace/contract/wishlist';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wishlist } from '../../db/schema/wishlist';
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
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  token: string | null,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1/customer/wish-list${path}`,
    headers: {
      moduleId: String(w.food.id),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

async function listOf(token: string, headers: Record<string, string> = {}) {
  const response = await call('GET', '', token, headers);
  expect(response.statusCode).toBe(200);
  const body = WishlistSchema.parse(response.json());
  return { items: body.item.map((i) => i.name), stores: body.store.map((s) => s.name) };
}

describe('Wishlist of items and stores (the server-held list is the truth)', () => {
  it('adds items and stores, lists them newest first as catalogue cards, and removes them', async () => {
    const token = await customerToken();
    const biryani = await w.item(w.northStore, w.curries, { name: 'Biryani' });
    const lassi = await w.item(w.northStore, w.drinks, { name: 'Lassi' });

    for (const path of [
      `/add?item_id=${biryani.id}`,
      `/add?item_id=${lassi.id}`,
      `/add?store_id=${w.northStore.id}`,
    ]) {
      const response = await call('POST', path, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Added to your wishlist' });
    }
    expect(await listOf(token)).toEqual({ items: ['Lassi', 'Biryani'], stores: ['North Kitchen'] });

    const removed = await call('DELETE', `/remove?item_id=${lassi.id}`, token);
    expect(removed.json()).toEqual({ message: 'Removed from your wishlist' });
    await call('DELETE', `/remove?store_id=${w.northStore.id}`, token);
    expect(await listOf(token)).toEqual({ items: ['Biryani'], stores: [] });
  });

  it('keeps one row when the same item is added twice at once', async () => {
    const token = await customerToken();
    const biryani = await w.item(w.northStore, w.curries, { name: 'Biryani' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/add?item_id=${biryani.id}`, token)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await t.db.select().from(wishlist)).toHaveLength(1);
  });

  it("needs a signed-in customer: 'You are not logged in'", async () => {
    const biryani = await w.item(w.northStore, w.curries);
    for (const [method, path] of [
      ['GET', ''],
      ['POST', `/add?item_id=${biryani.id}`],
      ['DELETE', `/remove?item_id=${biryani.id}`],
    ] as const) {
      const response = await call(method, path, null);
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
    await call('POST', `/add?item_id=${biryani.id}`, ada);
    await call('POST', `/add?store_id=${w.northStore.id}`, ada);

    expect(await listOf(grace)).toEqual({ items: [], stores: [] });
    await call('DELETE', `/remove?item_id=${biryani.id}`, grace);
    await call('DELETE', `/remove?store_id=${w.northStore.id}`, grace);
    expect(await listOf(ada)).toEqual({ items: ['Biryani'], stores: ['North Kitchen'] });
  });

  it('refuses what the caller cannot see: unknown ids, another module, and bad queries', async () => {
    const token = await customerToken();
    const apples = await w.item(w.groceryStore, w.produce);
    expect((await call('POST', '/add?item_id=999999', token)).statusCode).toBe(404);
    expect((await call('POST', `/add?item_id=${apples.id}`, token)).statusCode).toBe(404);
    expect((await call('POST', `/add?store_id=${w.groceryStore.id}`, token)).statusCode).toBe(404);
    expect((await call('POST', '/add', token)).statusCode).toBe(422);
    expect((await call('POST', `/add?item_id=1&store_id=1`, token)).statusCode).toBe(422);
  });

  it('lists only what the current zone shows, and keeps the rest for later', async () => {
    const token = await customerToken();
    await call('POST', `/add?store_id=${w.northStore.id}`, token);
    await call('POST', `/add?store_id=${w.southStore.id}`, token);
    expect((await listOf(token, { zoneId: JSON.stringify([w.north.id]) })).stores).toEqual([
      'North Kitchen',
    ]);
    expect((await listOf(token)).stores).toEqual(['South Grill', 'North Kitchen']);
  });
});
