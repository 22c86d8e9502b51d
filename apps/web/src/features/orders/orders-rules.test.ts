import type { Order, OrderDetail } from '@marketplace/contract/orders';
import { describe, expect, it } from 'vitest';
import { buildCancelReason } from './cancel-reasons';
import { getConfirmationOutcome } from './confirmation-outcome';
import { toOrderBreakdown } from './order-amounts';
import { getStatusLabelKey, getStatusTone, getTimeline } from './order-status';
import { toCartLine } from './reorder';

const T0 = '2026-11-22T20:00:00.000Z';
const T1 = '2026-11-22T20:01:00.000Z';
const T2 = '2026-11-22T20:02:00.000Z';

describe('status timeline', () => {
  it('marks the steps done, current and upcoming along the delivery path', () => {
    const timeline = getTimeline({
      order_type: 'delivery',
      order_status: 'confirmed',
      status_times: { pending: T0, confirmed: T1 },
    });
    expect(timeline.ending).toBeNull();
    expect(timeline.steps.map((s) => [s.status, s.state, s.time])).toEqual([
      ['pending', 'done', T0],
      ['confirmed', 'current', T1],
      ['processing', 'upcoming', null],
      ['handover', 'upcoming', null],
      ['picked_up', 'upcoming', null],
      ['delivered', 'upcoming', null],
    ]);
  });

  it('has no ride for take-away, and a finished order has every step done', () => {
    const timeline = getTimeline({
      order_type: 'take_away',
      order_status: 'delivered',
      status_times: {},
    });
    expect(timeline.steps.map((s) => s.status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'handover',
      'delivered',
    ]);
    expect(timeline.steps.every((step) => step.state === 'done')).toBe(true);
  });

  it('ends a canceled order after the steps it reached', () => {
    const timeline = getTimeline({
      order_type: 'delivery',
      order_status: 'canceled',
      status_times: { pending: T0, canceled: T2 },
    });
    expect(timeline.steps).toEqual([{ status: 'pending', state: 'done', time: T0 }]);
    expect(timeline.ending).toEqual({ status: 'canceled', time: T2 });
  });

  it('keeps the whole path before a refund', () => {
    const timeline = getTimeline({
      order_type: 'delivery',
      order_status: 'refund_requested',
      status_times: { pending: T0 },
    });
    expect(timeline.steps).toHaveLength(6);
    expect(timeline.steps.every((s) => s.state === 'done')).toBe(true);
    expect(timeline.ending?.status).toBe('refund_requested');
  });

  it('names take-away steps for collecting', () => {
    expect(getStatusLabelKey('handover', 'take_away')).toBe('orders.statusReadyForPickup');
    expect(getStatusLabelKey('handover', 'delivery')).toBe('orders.statusHandover');
    expect(getStatusLabelKey('delivered', 'take_away')).toBe('orders.statusPickedUpByYou');
    expect(getStatusTone('failed')).toBe('danger');
    expect(getStatusTone('delivered')).toBe('success');
    expect(getStatusTone('processing')).toBe('progress');
  });
});

describe('cancel reasons', () => {
  const label = (id: string) => `label:${id}`;

  it('sends the chosen reason in words', () => {
    expect(buildCancelReason('changed_mind', '', label)).toBe('label:changed_mind');
  });

  it('needs a choice, and typed words for "other"', () => {
    expect(buildCancelReason(null, 'x', label)).toBeNull();
    expect(buildCancelReason('other', '   ', label)).toBeNull();
    expect(buildCancelReason('other', ' Ordered twice ', label)).toBe('Ordered twice');
  });
});

function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 9,
    reference: '3f9c0a7d5e2b41c8a6f0d9e7b1c2a3f4',
    module_id: 2,
    store_id: 15,
    parcel_category: null,
    receiver_details: null,
    charge_payer: null,
    delivery_instruction: null,
    zone_id: 1,
    order_status: 'pending',
    is_running: true,
    order_type: 'delivery',
    payment_method: 'wallet',
    payment_status: 'paid',
    order_amount: 21.5,
    subtotal: 18,
    item_discount: 0,
    coupon_code: 'SAVE15',
    coupon_discount_amount: 2.7,
    delivery_charge: 0,
    free_delivery_reason: 'store',
    total_tax_amount: 1.2,
    tax_status: 'excluded',
    additional_charge: 0.99,
    dm_tips: 1,
    partially_paid_amount: 21.5,
    distance: 1200,
    schedule_at: null,
    scheduled: 0,
    order_note: null,
    cancellation_reason: null,
    delivery_address: null,
    status_times: { pending: T0 },
    details_count: 2,
    store: null,
    time_zone: 'Asia/Dhaka',
    created_at: T0,
    updated_at: T0,
    ...overrides,
  };
}

describe('a placed order as a breakdown', () => {
  it("maps the order's own amounts, free delivery and the wallet part", () => {
    const breakdown = toOrderBreakdown(buildOrder(), 2, {
      additionalCharge: 'Service fee',
      freeDelivery: 'Free',
    });
    expect(breakdown).toMatchObject({
      subtotal: 18,
      coupon_discount: 2.7,
      tax: 1.2,
      tax_included: false,
      delivery_charge: 0,
      free_delivery_message: 'Free',
      total_amount: 21.5,
      wallet_amount: 21.5,
      other_amount: 0,
    });
  });

  it('leaves the rest to pay after a partial wallet payment', () => {
    const breakdown = toOrderBreakdown(
      buildOrder({
        payment_method: 'cash_on_delivery',
        partially_paid_amount: 10.1,
        order_amount: 21.3,
      }),
      2,
      { additionalCharge: '', freeDelivery: '' },
    );
    expect(breakdown.other_amount).toBe(11.2);
  });
});

describe('ordering the lines again', () => {
  const line: OrderDetail = {
    id: 1,
    order_id: 9,
    item_id: 44,
    item_type: 'Item',
    name: 'Milk',
    image_full_url: '',
    quantity: 3,
    unit_price: 2,
    discount_on_item: 0,
    price: 6,
    variation: [{ type: '1L' }],
    add_ons: [
      { id: 5, name: 'Bag', price: 0.1, quantity: 1 },
      { id: 6, name: 'Ice', price: 0.1, quantity: 0 },
    ],
  };

  it('rebuilds the cart line with its choices', () => {
    expect(toCartLine(line)).toEqual({
      model: 'Item',
      item_id: 44,
      quantity: 3,
      variation: [{ type: '1L' }],
      add_on_ids: [5],
      add_on_qtys: [1],
    });
  });

  it('skips a line whose item is gone', () => {
    expect(toCartLine({ ...line, item_id: null })).toBeNull();
  });
});

describe('what the confirmation page says', () => {
  const order = (order_status: Order['order_status'], payment_status: Order['payment_status']) => ({
    order_status,
    payment_status,
  });

  it("follows the gateway's redirect until the order is read", () => {
    expect(getConfirmationOutcome('success', undefined)).toBe('placed');
    expect(getConfirmationOutcome('fail', undefined)).toBe('payment_failed');
  });

  it('lets the order overrule the redirect', () => {
    expect(getConfirmationOutcome('success', order('failed', 'failed'))).toBe('payment_failed');
    expect(getConfirmationOutcome('fail', order('canceled', 'unpaid'))).toBe('canceled');
    expect(getConfirmationOutcome('success', order('confirmed', 'paid'))).toBe('placed');
  });
});
