import { describe, expect, it } from 'vitest';
import {
  canCustomerCancel,
  canTransition,
  getAllowedTransitions,
  getStatusPath,
  getStatusTimestampField,
  isOrderStatus,
  isRunning,
  nextStatus,
  ORDER_STATUSES,
  type OrderStatus,
} from './order-status';

const ALLOWED_FOR_DELIVERY: ReadonlyArray<[OrderStatus, OrderStatus]> = [
  ['pending', 'confirmed'],
  ['confirmed', 'processing'],
  ['processing', 'handover'],
  ['handover', 'picked_up'],
  ['picked_up', 'delivered'],
  ['pending', 'canceled'],
  ['pending', 'failed'],
  ['confirmed', 'failed'],
  ['delivered', 'refund_requested'],
  ['refund_requested', 'refunded'],
];

describe('issue 6 order status state machine', () => {
  it.each(ALLOWED_FOR_DELIVERY)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it('allows exactly those transitions for a delivery order', () => {
    const all = ORDER_STATUSES.flatMap((from) =>
      getAllowedTransitions(from).map((to) => [from, to]),
    );
    expect(all).toHaveLength(ALLOWED_FOR_DELIVERY.length);
  });

  it.each([
    ['pending', 'delivered'],
    ['confirmed', 'pending'],
    ['processing', 'canceled'],
    ['processing', 'failed'],
    ['handover', 'delivered'],
    ['delivered', 'refunded'],
    ['canceled', 'pending'],
    ['failed', 'confirmed'],
    ['refunded', 'refund_requested'],
    ['pending', 'pending'],
  ] as const)('forbids %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('ends at canceled, failed and refunded', () => {
    expect(getAllowedTransitions('canceled')).toEqual([]);
    expect(getAllowedTransitions('failed')).toEqual([]);
    expect(getAllowedTransitions('refunded')).toEqual([]);
  });

  it('hands a take-away order straight from handover to delivered', () => {
    expect(canTransition('handover', 'delivered', 'take_away')).toBe(true);
    expect(canTransition('handover', 'picked_up', 'take_away')).toBe(false);
    expect(canTransition('pending', 'canceled', 'take_away')).toBe(true);
  });
});

describe('nextStatus walks the happy path for the simulator', () => {
  it('advances a delivery order to delivered, then stops', () => {
    const seen: OrderStatus[] = ['pending'];
    for (let status = nextStatus('pending'); status !== null; status = nextStatus(status)) {
      seen.push(status);
    }
    expect(seen).toEqual([
      'pending',
      'confirmed',
      'processing',
      'handover',
      'picked_up',
      'delivered',
    ]);
  });

  it('skips picked_up for take-away', () => {
    expect(nextStatus('handover', 'take_away')).toBe('delivered');
  });

  it('takes a parcel from confirmed straight to picked up: nothing is prepared', () => {
    expect(getStatusPath('parcel')).toEqual(['pending', 'confirmed', 'picked_up', 'delivered']);
    expect(nextStatus('confirmed', 'parcel')).toBe('picked_up');
    expect(canTransition('confirmed', 'processing', 'parcel')).toBe(false);
    expect(canTransition('pending', 'canceled', 'parcel')).toBe(true);
  });

  it('does not advance final or refund statuses', () => {
    expect(nextStatus('delivered')).toBeNull();
    expect(nextStatus('canceled')).toBeNull();
    expect(nextStatus('failed')).toBeNull();
    expect(nextStatus('refund_requested')).toBeNull();
  });
});

describe('running orders and customer cancel', () => {
  it('runs from pending to picked_up', () => {
    expect(ORDER_STATUSES.filter(isRunning)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'handover',
      'picked_up',
    ]);
  });

  it('lets the customer cancel only while pending', () => {
    expect(ORDER_STATUSES.filter(canCustomerCancel)).toEqual(['pending']);
  });
});

describe('status names and timestamps', () => {
  it('recognises order statuses', () => {
    expect(isOrderStatus('picked_up')).toBe(true);
    expect(isOrderStatus('accepted')).toBe(false);
    expect(isOrderStatus('cancelled')).toBe(false);
  });

  it("names each status's timestamp field after the status, as the legacy API does", () => {
    expect(getStatusTimestampField('confirmed')).toBe('confirmed');
    expect(getStatusTimestampField('refund_requested')).toBe('refund_requested');
    expect(ORDER_STATUSES.map(getStatusTimestampField)).toEqual([...ORDER_STATUSES]);
  });
});
