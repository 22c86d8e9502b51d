import { describe, expect, it } from 'vitest';
import { INITIAL_CHOICES, reduceChoices } from './checkout-choices';
import { buildDirectOrder } from './checkout-test-builders';
import { createAttemptKeys, isSettledFailure } from './idempotency-attempt';
import { buildOrderBody } from './order-body';

const address = {
  contact_person_name: 'Ann',
  contact_person_number: '+15551234567',
  address: 'Riverside Park',
  latitude: 23.78,
  longitude: 90.37,
  address_type: 'home',
};

describe('the order body', () => {
  it('carries the choices and the address for a cart delivery, and no amounts', () => {
    const body = buildOrderBody({
      source: { kind: 'cart' },
      choices: {
        ...INITIAL_CHOICES,
        paymentMethod: 'cash_on_delivery',
        tips: 2,
        couponCode: 'SAVE15',
        note: '  ring twice ',
      },
      address,
      guestId: 'g-1',
      storeId: 4,
      withNote: true,
    });
    expect(body).toEqual({
      payment_method: 'cash_on_delivery',
      partial_payment: false,
      order_type: 'delivery',
      schedule_at: null,
      coupon_code: 'SAVE15',
      dm_tips: 2,
      store_id: 4,
      guest_id: 'g-1',
      ...address,
      order_note: 'ring twice',
    });
  });

  it('names the uploaded prescription images, at most three, and forgets a removed one', () => {
    const image = (id: string) => ({ id, url: `/api/v1/uploads/${id}` });
    let choices = reduceChoices(INITIAL_CHOICES, {
      type: 'addPrescriptions',
      value: [image('a.png'), image('b.png')],
    });
    choices = reduceChoices(choices, {
      type: 'addPrescriptions',
      value: [image('c.png'), image('d.png')],
    });
    choices = reduceChoices(choices, { type: 'removePrescription', value: 'b.png' });
    const body = buildOrderBody({
      source: { kind: 'cart' },
      choices,
      address: null,
      guestId: null,
      storeId: null,
      withNote: false,
    });
    expect(body.order_attachment).toEqual(['a.png', 'c.png']);
    const none = buildOrderBody({
      source: { kind: 'cart' },
      choices: INITIAL_CHOICES,
      address: null,
      guestId: null,
      storeId: null,
      withNote: false,
    });
    expect(none).not.toHaveProperty('order_attachment');
  });

  it('leaves the note out of quotes', () => {
    const body = buildOrderBody({
      source: { kind: 'cart' },
      choices: { ...INITIAL_CHOICES, note: 'hello' },
      address: null,
      guestId: null,
      storeId: null,
      withNote: false,
    });
    expect(body).not.toHaveProperty('order_note');
    expect(body).not.toHaveProperty('guest_id');
    expect(body).not.toHaveProperty('store_id');
  });

  it('sends only the contact for take-away, without tips', () => {
    const body = buildOrderBody({
      source: { kind: 'cart' },
      choices: { ...INITIAL_CHOICES, orderType: 'take_away', tips: 3 },
      address,
      guestId: null,
      storeId: null,
      withNote: false,
    });
    expect(body).toMatchObject({ order_type: 'take_away', dm_tips: 0 });
    expect(body).not.toHaveProperty('address');
    expect(body).not.toHaveProperty('latitude');
    expect(body.contact_person_name).toBe('Ann');
  });

  it('carries the Buy Now line with its choices', () => {
    const body = buildOrderBody({
      source: { kind: 'direct', line: buildDirectOrder() },
      choices: { ...INITIAL_CHOICES, paymentMethod: 'wallet', partial: true },
      address,
      guestId: null,
      storeId: 1,
      withNote: false,
    });
    expect(body.is_buy_now).toBe(true);
    expect(body.partial_payment).toBe(false);
    expect(body.cart).toEqual([
      {
        item_id: 7,
        model: 'Item',
        quantity: 2,
        variation: [{ name: 'Portion', values: { label: ['Large'] } }],
        add_on_ids: [3],
        add_on_qtys: [2],
      },
    ]);
  });
});

describe('checkout choices', () => {
  it('drops the tip for take-away', () => {
    const withTip = reduceChoices(INITIAL_CHOICES, { type: 'tips', value: 2 });
    expect(reduceChoices(withTip, { type: 'orderType', value: 'take_away' }).tips).toBe(0);
  });

  it('ends a partial payment when the wallet pays everything', () => {
    const partial = reduceChoices(INITIAL_CHOICES, { type: 'partial', value: true });
    expect(reduceChoices(partial, { type: 'payment', value: 'wallet' }).partial).toBe(false);
    expect(reduceChoices(partial, { type: 'payment', value: 'digital_payment' }).partial).toBe(
      true,
    );
  });

  it('caps the note at 1000 characters', () => {
    const state = reduceChoices(INITIAL_CHOICES, { type: 'note', value: 'x'.repeat(1200) });
    expect(state.note).toHaveLength(1000);
  });
});

describe('idempotency keys per attempt', () => {
  function keys() {
    let n = 0;
    return createAttemptKeys(() => `k${++n}`);
  }

  it('reuses the key when the same body is retried after an unsure failure', () => {
    const attempts = keys();
    expect(attempts.keyFor('{"a":1}')).toBe('k1');
    attempts.finish(false);
    expect(attempts.keyFor('{"a":1}')).toBe('k1');
  });

  it('starts a new attempt after a sure answer or with another body', () => {
    const attempts = keys();
    attempts.keyFor('{"a":1}');
    attempts.finish(true);
    expect(attempts.keyFor('{"a":1}')).toBe('k2');
    expect(attempts.keyFor('{"a":2}')).toBe('k3');
  });

  it('counts 4xx refusals as sure, network, timeouts, rate limits and 5xx as unsure', () => {
    expect(isSettledFailure(422)).toBe(true);
    expect(isSettledFailure(409)).toBe(true);
    expect(isSettledFailure(0)).toBe(false);
    expect(isSettledFailure(408)).toBe(false);
    expect(isSettledFailure(429)).toBe(false);
    expect(isSettledFailure(502)).toBe(false);
  });
});
