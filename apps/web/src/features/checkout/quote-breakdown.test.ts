import { describe, expect, it } from 'vitest';
import { buildQuote } from './checkout-test-builders';
import { getCouponVerdict, normalizeCouponCode } from './coupon-verdict';
import {
  getBreakdown,
  getProblemSection,
  getSectionMessages,
  hasRedProblemAbove,
} from './quote-breakdown';

const serverWords = (problem: { message: string }) => problem.message;

describe('price breakdown from the quote', () => {
  it('shows the server amounts, the items before their discount and the discount', () => {
    const breakdown = getBreakdown(buildQuote(), 2);
    expect(breakdown.rows).toEqual([
      { id: 'items', amount: 24.58 },
      { id: 'item_discount', amount: 3.69 },
      { id: 'tax', amount: 1.04, included: false },
      {
        id: 'delivery',
        amount: 5.13,
        isFree: false,
        original: null,
        message: null,
        surge: null,
      },
      { id: 'additional_charge', amount: 0.99, name: 'Service fee' },
    ]);
    expect(breakdown.total).toBe(28.05);
    expect(breakdown.due).toBe(28.05);
  });

  it('sums without float noise at 3 decimals', () => {
    const breakdown = getBreakdown(buildQuote({ subtotal: 0.1, item_discount: 0.2 }), 3);
    expect(breakdown.rows[0]).toEqual({ id: 'items', amount: 0.3 });
  });

  it('shows a free delivery with the fee it saved and why', () => {
    const quote = buildQuote({
      delivery_charge: 0,
      original_delivery_charge: 5.13,
      free_delivery_reason: 'coupon',
      free_delivery_message: 'Free delivery coupon applied',
    });
    expect(getBreakdown(quote, 2).rows).toContainEqual({
      id: 'delivery',
      amount: 0,
      isFree: true,
      original: 5.13,
      message: 'Free delivery coupon applied',
      surge: null,
    });
  });

  it('says how much of the delivery fee is the surge price, with the zone’s note', () => {
    const quote = buildQuote({ surge_charge: 1.5, surge_note: 'Dinner rush' });
    expect(getBreakdown(quote, 2).rows).toContainEqual(
      expect.objectContaining({ id: 'delivery', surge: { amount: 1.5, note: 'Dinner rush' } }),
    );
  });

  it("shows a parcel's delivery fee and tax, with no items row (issue 16)", () => {
    const quote = buildQuote({
      order_type: 'parcel',
      subtotal: 0,
      item_discount: 0,
      additional_charge: 0,
      delivery_charge: 12.5,
      original_delivery_charge: 12.5,
      tax: 0.63,
      total_amount: 13.13,
      other_amount: 13.13,
    });
    const breakdown = getBreakdown(quote, 2);
    expect(breakdown.rows).toEqual([
      { id: 'tax', amount: 0.63, included: false },
      {
        id: 'delivery',
        amount: 12.5,
        isFree: false,
        original: null,
        message: null,
        surge: null,
      },
    ]);
    expect(breakdown.total).toBe(13.13);
  });

  it('says how much of a parcel’s fee is the surge price, as checkout does (decision 0040)', () => {
    const quote = buildQuote({
      order_type: 'parcel',
      subtotal: 0,
      item_discount: 0,
      delivery_charge: 6.33,
      original_delivery_charge: 6.33,
      surge_charge: 1.5,
      surge_note: 'Evening rush',
    });
    expect(getBreakdown(quote, 2).rows).toContainEqual(
      expect.objectContaining({
        id: 'delivery',
        amount: 6.33,
        surge: { amount: 1.5, note: 'Evening rush' },
      }),
    );
  });

  it('has no delivery row for take-away, and shows tips, coupon and the wallet part', () => {
    const quote = buildQuote({
      order_type: 'take_away',
      delivery_charge: 0,
      original_delivery_charge: 0,
      dm_tips: 2,
      coupon_discount: 1.5,
      wallet_amount: 10,
      other_amount: 18.05,
      tax_included: true,
    });
    const breakdown = getBreakdown(quote, 2);
    expect(breakdown.rows.map((row) => row.id)).toEqual([
      'items',
      'item_discount',
      'coupon_discount',
      'tax',
      'additional_charge',
      'tips',
    ]);
    expect(breakdown.rows).toContainEqual({ id: 'tax', amount: 1.04, included: true });
    expect(breakdown.wallet).toBe(10);
    expect(breakdown.due).toBe(18.05);
  });
});

describe('problems by section', () => {
  it('places each problem beside the choice it names', () => {
    expect(getProblemSection({ field: 'schedule_at' })).toBe('schedule');
    expect(getProblemSection({ field: 'latitude' })).toBe('address');
    expect(getProblemSection({ field: 'partial_payment' })).toBe('payment');
    expect(getProblemSection({ field: 'cart' })).toBe('order');
    expect(getProblemSection({ field: 'guest_id' })).toBe('order');
  });

  it('lists a section once per message', () => {
    const problems = [
      { code: 'a', field: 'payment_method', message: 'Not available' },
      { code: 'b', field: 'payment_method', message: 'Not available' },
      { code: 'c', field: 'cart', message: 'Minimum order' },
    ];
    expect(getSectionMessages(problems, 'payment', serverWords)).toEqual(['Not available']);
    expect(getSectionMessages(problems, 'order', serverWords)).toEqual(['Minimum order']);
  });
});

describe('issue 17 §5: "see the messages in red" only when something above is red', () => {
  const shown = { address: true, schedule: true };

  it('is said for a problem beside a choice that is on screen', () => {
    expect(hasRedProblemAbove([{ field: 'payment_method' }], shown)).toBe(true);
    expect(hasRedProblemAbove([{ field: 'schedule_at' }], shown)).toBe(true);
    expect(hasRedProblemAbove([{ field: 'contact_person_name' }], shown)).toBe(true);
  });

  it('is not said for the summary’s own problems or the coupon’s', () => {
    expect(hasRedProblemAbove([{ field: 'cart' }, { field: 'coupon_code' }], shown)).toBe(false);
    expect(hasRedProblemAbove([], shown)).toBe(false);
  });

  it('is not said when the section that would show it is not there', () => {
    expect(hasRedProblemAbove([{ field: 'schedule_at' }], { address: true, schedule: false })).toBe(
      false,
    );
    expect(
      hasRedProblemAbove([{ field: 'contact_person_name' }], { address: false, schedule: true }),
    ).toBe(false);
  });
});

describe("the server's coupon verdict", () => {
  it('is applied with the discount when the quote kept the coupon', () => {
    const quote = buildQuote({ coupon_code: 'SAVE15', coupon_discount: 3 });
    expect(getCouponVerdict(quote, 'SAVE15', serverWords)).toEqual({
      kind: 'applied',
      code: 'SAVE15',
      discount: 3,
      freeDelivery: false,
    });
  });

  it('says when a coupon makes delivery free', () => {
    const quote = buildQuote({ coupon_code: 'FREEDEL', free_delivery_reason: 'coupon' });
    expect(getCouponVerdict(quote, 'FREEDEL', serverWords)).toMatchObject({ freeDelivery: true });
  });

  it("is rejected with the server's reasons", () => {
    const quote = buildQuote({
      coupon_code: null,
      problems: [
        { code: 'coupon_min_purchase', field: 'coupon_code', message: 'Minimum purchase is $15' },
        { code: 'store_closed', field: 'schedule_at', message: 'The store is closed now' },
      ],
    });
    expect(getCouponVerdict(quote, 'SAVE15', serverWords)).toEqual({
      kind: 'rejected',
      code: 'SAVE15',
      messages: ['Minimum purchase is $15'],
    });
  });

  it('trims codes and treats blank as none', () => {
    expect(normalizeCouponCode('  SAVE15 ')).toBe('SAVE15');
    expect(normalizeCouponCode('   ')).toBeNull();
  });
});
