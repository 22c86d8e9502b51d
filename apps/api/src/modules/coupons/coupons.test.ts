import {
  CouponListSchema,
  CouponRefusedSchema,
  CustomerCouponSchema,
} from '@marketplace/contract/coupons';
import { apiPath } from '@marketplace/contract/endpoint';
import { couponApply, couponList } from '@marketplace/contract/endpoints/coupons';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSignedInCustomer } from '../../test/builders/caller';
import { buildCoupon } from '../../test/builders/promotions';
import { buildSettings } from '../../test/builders/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildCatalogueWorld, type CatalogueWorld } from '../catalog/testing/catalogue-world';

let t: TestApp;
let w: CatalogueWorld;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await buildSettings(t.db, { digit_after_decimal_point: 2 });
  w = await buildCatalogueWorld(t.db);
});

type Where = { moduleId?: number; zoneId?: number | null; token?: string | null };

function get(path: string, where: Where = {}) {
  const { moduleId = w.food.id, zoneId = w.north.id, token } = where;
  return t.app.inject({
    method: 'GET',
    url: path,
    headers: {
      moduleId: String(moduleId),
      ...(zoneId === null ? {} : { zoneId: `[${zoneId}]` }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

async function codesListed(where: Where) {
  const response = await get(apiPath(couponList), where);
  expect(response.statusCode).toBe(200);
  return CouponListSchema.parse(response.json()).map((c) => c.code);
}

function apply(query: string, where: Where) {
  return get(`${apiPath(couponApply)}?${query}`, where);
}

describe('GET /coupon/list: the coupons the customer can use in the module and zone', () => {
  it('lists what the checkout would accept here, with its rules written out', async () => {
    const { token } = await buildSignedInCustomer(t.db);
    const food = w.food.id;
    await buildCoupon(t.db, food, {
      code: 'HALF',
      discountType: 'percent',
      discount: 5000,
      maxDiscount: 1500,
      minPurchase: 2000,
      limit: 2,
      expireDate: '2999-01-01',
    });
    await buildCoupon(t.db, food, {
      code: 'NORTHSHOP',
      couponType: 'store_wise',
      discountType: 'amount',
      discount: 500,
      data: [w.northStore.id],
      expireDate: '2998-01-01',
    });
    await buildCoupon(t.db, food, {
      code: 'NORTHZONE',
      couponType: 'zone_wise',
      data: [w.north.id],
    });
    // Not usable here or now: another zone, another store, another module, over, not yet, off.
    await buildCoupon(t.db, food, {
      code: 'SOUTHZONE',
      couponType: 'zone_wise',
      data: [w.south.id],
    });
    await buildCoupon(t.db, food, {
      code: 'SOUTHSHOP',
      couponType: 'store_wise',
      data: [w.southStore.id],
    });
    await buildCoupon(t.db, w.grocery.id, { code: 'GROCERY' });
    await buildCoupon(t.db, food, {
      code: 'OVER',
      startDate: '2000-01-01',
      expireDate: '2001-01-01',
    });
    await buildCoupon(t.db, food, { code: 'SOON', startDate: '2998-01-01' });
    await buildCoupon(t.db, food, { code: 'OFF', status: 0 });

    const response = await get(apiPath(couponList), { token });
    expect(response.statusCode).toBe(200);
    const list = CouponListSchema.parse(response.json());
    expect(list.map((c) => c.code)).toEqual(['NORTHSHOP', 'HALF', 'NORTHZONE']);
    expect(list[0]).toMatchObject({
      coupon_type: 'store_wise',
      discount_type: 'amount',
      discount: 5,
      stores: [{ id: w.northStore.id, name: 'North Kitchen' }],
      uses_left: null,
    });
    expect(list[1]).toMatchObject({
      discount: 50,
      max_discount: 15,
      min_purchase: 20,
      limit: 2,
      uses_left: 2,
      expire_date: '2999-01-01',
      stores: [],
    });

    // In the south zone, the south's coupons instead.
    expect(await codesListed({ token, zoneId: w.south.id })).toEqual([
      'HALF',
      'SOUTHZONE',
      'SOUTHSHOP',
    ]);
  });

  it("needs a signed-in customer ('You are not logged in' otherwise) and the moduleId header", async () => {
    const anonymous = await get(apiPath(couponList), { token: null });
    expect(anonymous.statusCode).toBe(401);
    ErrorEnvelopeSchema.parse(anonymous.json());
    const { token } = await buildSignedInCustomer(t.db);
    const forged = await get(apiPath(couponList), { token: `${token}x` });
    expect(forged.statusCode).toBe(401);
    const noModule = await t.app.inject({
      method: 'GET',
      url: apiPath(couponList),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noModule.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(noModule.json()).errors[0]?.code).toBe('moduleId');
  });
});

describe('GET /coupon/apply: the coupon, or why it does not apply', () => {
  it('answers the coupon that applies at the store', async () => {
    const { token } = await buildSignedInCustomer(t.db);
    await buildCoupon(t.db, w.food.id, {
      code: 'NORTHSHOP',
      couponType: 'store_wise',
      data: [w.northStore.id],
    });
    const response = await apply(`code=NORTHSHOP&store_id=${w.northStore.id}`, { token });
    expect(response.statusCode).toBe(200);
    expect(CustomerCouponSchema.parse(response.json())).toMatchObject({
      code: 'NORTHSHOP',
      stores: [{ id: w.northStore.id, name: 'North Kitchen' }],
    });
    // Without a store: usable at one of the stores the customer can order from.
    expect((await apply('code=NORTHSHOP', { token })).statusCode).toBe(200);
  });

  it('refuses with the checkout’s reason and message (422 code, reason beside the envelope)', async () => {
    const { token } = await buildSignedInCustomer(t.db);
    await buildCoupon(t.db, w.food.id, {
      code: 'NORTHSHOP',
      couponType: 'store_wise',
      data: [w.northStore.id],
    });
    await buildCoupon(t.db, w.food.id, { code: 'OVER', expireDate: '2001-01-01' });
    await buildCoupon(t.db, w.grocery.id, { code: 'GROCERY' });
    const cases = [
      [
        `code=NORTHSHOP&store_id=${w.southStore.id}`,
        w.south.id,
        'coupon_other_store',
        'This coupon is not valid for this store',
      ],
      ['code=OVER', w.north.id, 'coupon_expired', 'This coupon has expired'],
      [
        'code=GROCERY',
        w.north.id,
        'coupon_other_module',
        'This coupon is not valid for this module',
      ],
    ] as const;
    for (const [query, zoneId, reason, message] of cases) {
      const response = await apply(query, { token, zoneId });
      expect(response.statusCode, query).toBe(422);
      expect(CouponRefusedSchema.parse(response.json())).toEqual({
        errors: [{ code: 'code', message }],
        reason,
      });
    }
  });

  it('answers 404 for an unknown code or a store the customer cannot see, 422 for bad input', async () => {
    const { token } = await buildSignedInCustomer(t.db);
    await buildCoupon(t.db, w.food.id, { code: 'HALF' });
    const unknown = await apply('code=NOPE', { token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: [{ code: 'coupon', message: 'Coupon not found' }] });

    // The south store is not in the north zone's list.
    const hidden = await apply(`code=HALF&store_id=${w.southStore.id}`, { token });
    expect(hidden.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(hidden.json()).errors[0]?.code).toBe('store');

    for (const [query, field] of [
      ['', 'code'],
      ['code=%20%20', 'code'],
      [`code=${'X'.repeat(101)}`, 'code'],
      ['code=HALF&store_id=abc', 'store_id'],
      ['code=HALF&store_id=0', 'store_id'],
      ['code=HALF&store_id=99999999999', 'store_id'],
    ] as const) {
      const response = await apply(query, { token });
      expect(response.statusCode, `${query} ${response.body}`).toBe(422);
      expect(ErrorEnvelopeSchema.parse(response.json()).errors[0]?.code, query).toBe(field);
    }
    expect((await apply('code=HALF', { token: null })).statusCode).toBe(401);
  });
});
