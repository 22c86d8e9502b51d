import { CartConflictSchema, CartSchema } from '@marketplace/contract/cart';
import type { Endpoint } from '@marketplace/contract/endpoint';
import * as cartEndpoints from '@marketplace/contract/endpoints/cart';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { buildAddOn } from '../../test/builders/item-extras';
import { entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';
import { resetCatalog } from '../catalog/testing/catalog-fixture';
import { buildCatalogueWorld, type CatalogueWorld } from '../catalog/testing/catalogue-world';

let t: TestApp;
let w: CatalogueWorld;
let guestId: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetCatalog(t);
  w = await buildCatalogueWorld(t.db);
  guestId = await buildGuest(t.db);
});
afterEach(() => {
  vi.useRealTimers();
});

type Caller = { guestId?: string; token?: string; moduleId?: number };

function headersOf(caller: Caller, moduleId: number) {
  const headers: Record<string, string> = { moduleId: String(caller.moduleId ?? moduleId) };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  return headers;
}

/** A cart entry's request: a guest's id rides in the body of a POST, in the query otherwise. */
async function send(
  entry: Pick<Endpoint, 'method' | 'path'>,
  caller: Caller,
  body?: Record<string, unknown>,
  query: Record<string, string> = {},
) {
  const isPost = entry.method === 'POST';
  return t.app.inject(
    entryRequest(entry, {
      query: { ...query, guest_id: isPost ? undefined : caller.guestId },
      headers: headersOf(caller, w.food.id),
      payload: isPost
        ? { ...(caller.guestId ? { guest_id: caller.guestId } : {}), ...body }
        : undefined,
    }),
  );
}

const asGuest = (): Caller => ({ guestId });
const add = (caller: Caller, body: Record<string, unknown>) =>
  send(cartEndpoints.cartAdd, caller, body);
const list = (caller: Caller) => send(cartEndpoints.cartList, caller);
const cartOf = (response: { json: () => unknown }) => CartSchema.parse(response.json());
const firstError = (response: { json: () => unknown }) =>
  ErrorEnvelopeSchema.parse(response.json()).errors[0];

/** A food item with a required single group, an optional multi group (1..2) and an add-on. */
async function buildBurger() {
  const cheese = await buildAddOn(t.db, w.northStore.id, { name: 'Cheese', price: 150 });
  const burger = await w.item(w.northStore, w.mains, {
    name: 'Burger',
    price: 1_000,
    discountType: 'percent',
    discount: 1_000,
    addOnIds: [cheese.id],
    foodVariations: [
      {
        name: 'Size',
        type: 'single',
        min: 1,
        max: 1,
        required: 'on',
        values: [
          { label: 'Regular', optionPrice: 0 },
          { label: 'Large', optionPrice: 200 },
        ],
      },
      {
        name: 'Sauces',
        type: 'multi',
        min: 1,
        max: 2,
        required: 'off',
        values: [
          { label: 'Mayo', optionPrice: 50 },
          { label: 'Chili', optionPrice: 50 },
          { label: 'Garlic', optionPrice: 50 },
        ],
      },
    ],
  });
  return { burger, cheese };
}

const large = [{ name: 'Size', values: { label: ['Large'] } }];

describe('POST /api/v1/customer/cart/add', () => {
  it('prices the line itself from the database and ignores a tampered price', async () => {
    const { burger, cheese } = await buildBurger();
    const response = await add(asGuest(), {
      item_id: burger.id,
      quantity: 2,
      price: 0.01,
      variation: [...large, { name: 'Sauces', values: { label: ['Mayo'] } }],
      add_on_ids: [cheese.id],
      add_on_qtys: [3],
    });
    expect(response.statusCode).toBe(200);
    const [line] = cartOf(response);
    // (10.00 + 2.00 + 0.50) × 2 = 25.00, 10% off = 22.50, plus cheese 1.50 × 3 = 27.00.
    expect(line).toMatchObject({
      item_id: burger.id,
      item_type: 'Item',
      quantity: 2,
      unit_price: 12.5,
      price: 27,
      original_price: 29.5,
      discount_amount: 2.5,
      add_ons: [{ id: cheese.id, name: 'Cheese', price: 1.5, quantity: 3 }],
      variation: [
        { name: 'Size', values: { label: ['Large'] } },
        { name: 'Sauces', values: { label: ['Mayo'] } },
      ],
    });
    expect(line?.item.name).toBe('Burger');
  });

  it('refuses a required group left empty with the spec 01 §5 message', async () => {
    const { burger } = await buildBurger();
    const response = await add(asGuest(), { item_id: burger.id, quantity: 1, variation: [] });
    expect(response.statusCode).toBe(422);
    expect(firstError(response)).toEqual({
      code: 'variation',
      message: 'Variation Size can not remain without selection.',
    });
  });

  it('refuses an optional multi group chosen outside min..max', async () => {
    const { burger } = await buildBurger();
    const sauces = { name: 'Sauces', values: { label: ['Mayo', 'Chili', 'Garlic'] } };
    const response = await add(asGuest(), {
      item_id: burger.id,
      quantity: 1,
      variation: [...large, sauces],
    });
    expect(response.statusCode).toBe(422);
    expect(firstError(response)?.message).toBe(
      'Selected variation named Sauces must be in between Minimum 1 and Maximum 2',
    );
  });

  it('refuses an add-on the item does not offer', async () => {
    const { burger } = await buildBurger();
    const stranger = await buildAddOn(t.db, w.southStore.id);
    const response = await add(asGuest(), {
      item_id: burger.id,
      quantity: 1,
      variation: large,
      add_on_ids: [stranger.id],
      add_on_qtys: [1],
    });
    expect(response.statusCode).toBe(422);
    expect(firstError(response)?.code).toBe('add_on_ids');
  });

  it('matches a choice-option variation ignoring dashes and spaces, and refuses one out of stock', async () => {
    const shirt = await w.item(w.groceryStore, w.produce, {
      price: 2_000,
      stock: 10,
      choiceOptions: [
        { name: 'choice_1', title: 'Size', options: ['M', 'L'] },
        { name: 'choice_2', title: 'Colour', options: ['Red'] },
      ],
      variations: [
        { type: 'M-Red', price: 2_100, stock: 5 },
        { type: 'L-Red', price: 2_300, stock: 0 },
      ],
    });
    const grocery = { guestId, moduleId: w.grocery.id };
    const ok = await add(grocery, {
      item_id: shirt.id,
      quantity: 1,
      variation: [{ type: 'M Red' }],
    });
    expect(ok.statusCode).toBe(200);
    expect(cartOf(ok)[0]).toMatchObject({ price: 21, variation: [{ type: 'M-Red' }] });

    const out = await add(grocery, {
      item_id: shirt.id,
      quantity: 1,
      variation: [{ type: 'L-Red' }],
    });
    expect(out.statusCode).toBe(422);
    expect(firstError(out)).toEqual({
      code: 'variation',
      message: 'This variation is out of stock. Choose another variation to proceed further.',
    });
  });

  it('bounds the quantity by stock outside food and by maximum_cart_quantity everywhere', async () => {
    const milk = await w.item(w.groceryStore, w.produce, { stock: 3 });
    const grocery = { guestId, moduleId: w.grocery.id };
    const tooMany = await add(grocery, { item_id: milk.id, quantity: 4 });
    expect(tooMany.statusCode).toBe(422);
    expect(firstError(tooMany)).toEqual({ code: 'quantity', message: 'Only 3 left in stock' });

    const soup = await w.item(w.northStore, w.mains, { stock: 0, maximumCartQuantity: 2 });
    const overMax = await add(asGuest(), { item_id: soup.id, quantity: 3 });
    // Spec 02 §8: 'Out of Limits' past the item's maximum_cart_quantity.
    expect(firstError(overMax)).toEqual({ code: 'quantity', message: 'Out of Limits' });
    // Food is made to order: stock 0 does not block it.
    expect((await add(asGuest(), { item_id: soup.id, quantity: 2 })).statusCode).toBe(200);
  });

  it('answers 409 store with the other store’s lines, and replace_cart replaces them', async () => {
    const curry = await w.item(w.northStore, w.mains, { name: 'Curry' });
    const kebab = await w.item(w.southStore, w.mains, { name: 'Kebab' });
    const everywhere = { guestId };
    expect((await add(everywhere, { item_id: curry.id, quantity: 1 })).statusCode).toBe(200);

    const conflict = await add(everywhere, { item_id: kebab.id, quantity: 1 });
    expect(conflict.statusCode).toBe(409);
    const body = CartConflictSchema.parse(conflict.json());
    expect(body.errors[0]).toEqual({
      code: 'store',
      message: 'You have item from another store in cart',
    });
    expect(body.lines.map((line) => line.item.name)).toEqual(['Curry']);
    expect(cartOf(await list(everywhere)).map((line) => line.item.name)).toEqual(['Curry']);

    const replaced = await add(everywhere, { item_id: kebab.id, quantity: 1, replace_cart: true });
    expect(cartOf(replaced).map((line) => line.item.name)).toEqual(['Kebab']);
  });

  it('answers 409 cart_item when the same item and variation is already a line', async () => {
    const { burger } = await buildBurger();
    await add(asGuest(), { item_id: burger.id, quantity: 1, variation: large });
    const again = await add(asGuest(), { item_id: burger.id, quantity: 2, variation: large });
    expect(again.statusCode).toBe(409);
    expect(CartConflictSchema.parse(again.json()).errors[0]?.code).toBe('cart_item');
    // Another variation of the same item is another line.
    const regular = [{ name: 'Size', values: { label: ['Regular'] } }];
    expect(
      cartOf(await add(asGuest(), { item_id: burger.id, quantity: 1, variation: regular })),
    ).toHaveLength(2);
  });

  it('keeps one line with the right quantity when one guest adds the same item concurrently', async () => {
    const curry = await w.item(w.northStore, w.mains);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => add(asGuest(), { item_id: curry.id, quantity: 2 })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const lines = cartOf(await list(asGuest()));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
  });

  it('never mixes stores when one guest adds from two stores concurrently', async () => {
    const curry = await w.item(w.northStore, w.mains);
    const kebab = await w.item(w.southStore, w.mains);
    await Promise.all([
      add(asGuest(), { item_id: curry.id, quantity: 1 }),
      add(asGuest(), { item_id: kebab.id, quantity: 1 }),
    ]);
    const stores = new Set(cartOf(await list(asGuest())).map((line) => line.store_id));
    expect(stores.size).toBe(1);
  });

  it('refuses an item outside the caller’s zones, another module, or a campaign by the wrong model', async () => {
    const kebab = await w.item(w.southStore, w.mains);
    const inNorth = await t.app.inject({
      ...entryRequest(cartEndpoints.cartAdd),
      headers: { moduleId: String(w.food.id), zoneId: JSON.stringify([w.north.id]) },
      payload: { guest_id: guestId, item_id: kebab.id, quantity: 1 },
    });
    expect(inNorth.statusCode).toBe(404);
    expect(firstError(inNorth)?.code).toBe('item');

    const milk = await w.item(w.groceryStore, w.produce, { stock: 5 });
    expect((await add(asGuest(), { item_id: milk.id, quantity: 1 })).statusCode).toBe(404);

    const campaign = await w.item(w.northStore, w.mains, {
      availableDateStarts: '2000-01-01',
      availableDateEnds: '2999-12-31',
    });
    expect((await add(asGuest(), { item_id: campaign.id, quantity: 1 })).statusCode).toBe(404);
    const ordered = await add(asGuest(), {
      item_id: campaign.id,
      quantity: 1,
      model: 'ItemCampaign',
    });
    expect(cartOf(ordered)[0]?.item_type).toBe('ItemCampaign');
  });

  it('refuses a campaign item outside its dates', async () => {
    const over = await w.item(w.northStore, w.mains, {
      availableDateStarts: '2000-01-01',
      availableDateEnds: '2000-01-31',
    });
    const response = await add(asGuest(), { item_id: over.id, quantity: 1, model: 'ItemCampaign' });
    expect(response.statusCode).toBe(404);
  });

  it("refuses an item outside its hours with 'Not Available now' unless the store takes scheduled orders", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-15T06:00:00Z')); // noon in Dhaka, 06:00 UTC
    const window = { availableTimeStarts: '18:00', availableTimeEnds: '22:00' };
    const dinner = await w.item(w.southStore, w.mains, window);
    const response = await add(asGuest(), { item_id: dinner.id, quantity: 1 });
    expect(response.statusCode).toBe(422);
    expect(firstError(response)).toEqual({ code: 'item_id', message: 'Not Available now' });

    const scheduled = await w.item(w.northStore, w.mains, window);
    expect((await add(asGuest(), { item_id: scheduled.id, quantity: 1 })).statusCode).toBe(200);
  });
});

describe('cart ownership and identity', () => {
  it('answers 401 without a token or an issued guest_id', async () => {
    expect((await list({})).statusCode).toBe(401);
    const made_up = await list({ guestId: '00000000-0000-4000-8000-000000000000' });
    expect(made_up.statusCode).toBe(401);
    expect(firstError(made_up)?.code).toBe('auth-001');
  });

  it('keeps carts apart: another caller’s line is a 404 to update or remove', async () => {
    const curry = await w.item(w.northStore, w.mains);
    const [line] = cartOf(await add(asGuest(), { item_id: curry.id, quantity: 1 }));
    const other = { guestId: await buildGuest(t.db) };
    expect(cartOf(await list(other))).toEqual([]);

    const update = await send(cartEndpoints.cartUpdate, other, { cart_id: line?.id, quantity: 3 });
    expect(update.statusCode).toBe(404);
    expect(firstError(update)?.code).toBe('cart_item');
    const remove = await send(cartEndpoints.cartRemoveItem, other, undefined, {
      cart_id: String(line?.id),
    });
    expect(remove.statusCode).toBe(404);
    expect(cartOf(await list(asGuest()))[0]?.quantity).toBe(1);
  });

  it('gives a signed-in customer their own cart by bearer token', async () => {
    const customer = await buildSignedInCustomer(t.db);
    const curry = await w.item(w.northStore, w.mains);
    await add({ token: customer.token }, { item_id: curry.id, quantity: 2 });
    expect(cartOf(await list({ token: customer.token }))[0]?.quantity).toBe(2);
    expect(cartOf(await list(asGuest()))).toEqual([]);
  });

  it('scopes the cart by module', async () => {
    const curry = await w.item(w.northStore, w.mains);
    await add(asGuest(), { item_id: curry.id, quantity: 1 });
    expect(cartOf(await list({ guestId, moduleId: w.grocery.id }))).toEqual([]);
  });
});

describe('POST /api/v1/customer/cart/update and the removals', () => {
  it('changes quantity and add-ons, re-priced, keeping the variation when none is sent', async () => {
    const { burger, cheese } = await buildBurger();
    const [line] = cartOf(
      await add(asGuest(), { item_id: burger.id, quantity: 1, variation: large }),
    );
    const updated = await send(cartEndpoints.cartUpdate, asGuest(), {
      cart_id: line?.id,
      quantity: 3,
      add_on_ids: [cheese.id],
      add_on_qtys: [1],
      price: 999,
    });
    expect(updated.statusCode).toBe(200);
    // 12.00 × 3 = 36.00, 10% off = 32.40, plus 1.50.
    expect(cartOf(updated)[0]).toMatchObject({ quantity: 3, price: 33.9, variation: large });
  });

  it('re-checks the rules on update (maximum cart quantity)', async () => {
    const soup = await w.item(w.northStore, w.mains, { maximumCartQuantity: 2 });
    const [line] = cartOf(await add(asGuest(), { item_id: soup.id, quantity: 2 }));
    const response = await send(cartEndpoints.cartUpdate, asGuest(), {
      cart_id: line?.id,
      quantity: 3,
    });
    expect(response.statusCode).toBe(422);
    expect(cartOf(await list(asGuest()))[0]?.quantity).toBe(2);
  });

  it('answers 409 when an update would turn a line into another existing line', async () => {
    const { burger } = await buildBurger();
    const regular = [{ name: 'Size', values: { label: ['Regular'] } }];
    await add(asGuest(), { item_id: burger.id, quantity: 1, variation: large });
    const lines = cartOf(
      await add(asGuest(), { item_id: burger.id, quantity: 1, variation: regular }),
    );
    const response = await send(cartEndpoints.cartUpdate, asGuest(), {
      cart_id: lines[1]?.id,
      quantity: 1,
      variation: large,
    });
    expect(response.statusCode).toBe(409);
  });

  it('removes one line, then empties the cart', async () => {
    const curry = await w.item(w.northStore, w.mains);
    const naan = await w.item(w.northStore, w.mains);
    await add(asGuest(), { item_id: curry.id, quantity: 1 });
    const [first] = cartOf(await add(asGuest(), { item_id: naan.id, quantity: 1 }));
    const after = await send(cartEndpoints.cartRemoveItem, asGuest(), undefined, {
      cart_id: String(first?.id),
    });
    expect(cartOf(after).map((line) => line.item_id)).toEqual([naan.id]);
    const emptied = await send(cartEndpoints.cartClear, asGuest());
    expect(cartOf(emptied)).toEqual([]);
  });
});
