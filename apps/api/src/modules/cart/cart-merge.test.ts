import { CartSchema } from '@marketplace/contract/cart';
import * as cartEndpoints from '@marketplace/contract/endpoints/cart';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';
import { resetCatalog } from '../catalog/testing/catalog-fixture';
import { buildCatalogueWorld, type CatalogueWorld } from '../catalog/testing/catalogue-world';
import { mergeGuestCartIntoCustomer } from './cart-merge';

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

async function addLine(moduleId: number, owner: string, itemId: number) {
  const auth = owner.startsWith('Bearer') ? { authorization: owner } : {};
  const guest = owner.startsWith('Bearer') ? {} : { guest_id: owner };
  const response = await t.app.inject({
    ...entryRequest(cartEndpoints.cartAdd),
    headers: { moduleId: String(moduleId), ...auth },
    payload: { ...guest, item_id: itemId, quantity: 1 },
  });
  expect(response.statusCode).toBe(200);
}

async function listFor(moduleId: number, token: string) {
  const response = await t.app.inject({
    ...entryRequest(cartEndpoints.cartList),
    headers: { moduleId: String(moduleId), authorization: `Bearer ${token}` },
  });
  return CartSchema.parse(response.json()).map((line) => line.item_id);
}

describe('guest cart merge at sign-in (API contract "Auth")', () => {
  it("moves the guest's lines to the customer; per module the guest's cart replaces the customer's", async () => {
    const guestId = await buildGuest(t.db);
    const customer = await buildSignedInCustomer(t.db);
    const bearer = `Bearer ${customer.token}`;
    const guestCurry = await w.item(w.northStore, w.mains);
    const oldKebab = await w.item(w.southStore, w.mains);
    const oldMilk = await w.item(w.groceryStore, w.produce, { stock: 9 });
    await addLine(w.food.id, guestId, guestCurry.id);
    await addLine(w.food.id, bearer, oldKebab.id);
    await addLine(w.grocery.id, bearer, oldMilk.id);

    const moved = await t.db.transaction((tx) =>
      mergeGuestCartIntoCustomer(tx, guestId, customer.userId),
    );

    expect(moved).toBe(1);
    expect(await listFor(w.food.id, customer.token)).toEqual([guestCurry.id]);
    // A module where the guest had nothing keeps the customer's cart.
    expect(await listFor(w.grocery.id, customer.token)).toEqual([oldMilk.id]);
  });
});
