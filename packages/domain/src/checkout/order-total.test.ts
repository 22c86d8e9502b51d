import { describe, expect, it } from 'vitest';
import type { Coupon } from './coupon';
import { calculateOrderTotal, type OrderTotalInput } from './order-total';

function buildCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    couponType: 'default',
    discountType: 'percent',
    discount: 1000,
    maxDiscount: 300,
    minPurchase: 0,
    limit: 0,
    data: [],
    moduleId: 1,
    startDate: '2025-03-01',
    expireDate: '2025-03-31',
    active: true,
    ...overrides,
  };
}

const couponContext = {
  today: '2025-03-15',
  moduleId: 1,
  storeId: 7,
  zoneId: 3,
  customerUses: 0,
  previousOrders: 0,
};

/**
 * A grocery order at 2 decimals: lines 24.00 + 25.40 (after 2.40 item discount); 5.5 km at 1.50
 * per km (min 5.00, max 20.00) + 10 % zone surcharge; 10 % coupon capped at 3.00; 5 % tax added;
 * 2.50 service charge; 3.00 tip; cash on delivery with 10.00 from the wallet.
 */
function buildInput(overrides: Partial<OrderTotalInput> = {}): OrderTotalInput {
  return {
    lines: [
      { total: 2400, discountAmount: 0 },
      { total: 2540, discountAmount: 240 },
    ],
    orderType: 'delivery',
    delivery: {
      distanceMeters: 5500,
      zoneRates: { perKmCharge: 150, minimumCharge: 500, maximumCharge: 2000 },
      selfDeliveryRates: null,
      zoneSurcharge: { status: true, rate: 1000 },
      storeFreeDelivery: false,
      adminFreeDelivery: { status: false, type: null, freeDeliveryOver: null },
    },
    coupon: { coupon: buildCoupon(), context: couponContext },
    tax: { rate: 500, included: false },
    additionalCharge: { status: true, amount: 250 },
    tips: { requested: 300, enabled: true },
    payment: {
      method: 'cash_on_delivery',
      partial: true,
      walletBalance: 1000,
      maximumCodOrderAmount: null,
    },
    ...overrides,
  };
}

describe('order total = subtotal − coupon + tax (excluded) + delivery + service charge + tips', () => {
  it('composes every rule into one breakdown', () => {
    expect(calculateOrderTotal(buildInput())).toEqual({
      breakdown: {
        subtotal: 4940,
        itemDiscount: 240,
        couponDiscount: 300, // 10 % = 4.94, capped at 3.00
        originalDeliveryFee: 908, // 8.25 + 10 % (0.825 → 0.83)
        surgeFee: 0,
        deliveryFee: 908,
        freeDeliveryReason: null,
        tax: 232, // 5 % of 46.40
        taxIncluded: false,
        additionalCharge: 250,
        tips: 300,
        total: 6330,
        walletPart: 1000,
        otherPart: 5330,
      },
      problems: [],
    });
  });

  it('shows included tax without adding it', () => {
    const { breakdown } = calculateOrderTotal(buildInput({ tax: { rate: 500, included: true } }));
    expect(breakdown).toMatchObject({ tax: 221, taxIncluded: true, total: 6098 }); // 46.40 × 5 / 105
  });

  it('charges no delivery fee, no free-delivery reason and no tips for take-away', () => {
    const delivery = { ...buildInput().delivery, storeFreeDelivery: true };
    const { breakdown } = calculateOrderTotal(buildInput({ orderType: 'take_away', delivery }));
    expect(breakdown).toMatchObject({
      originalDeliveryFee: 0,
      deliveryFee: 0,
      freeDeliveryReason: null,
      tips: 0,
      total: 5122,
    });
  });

  it('makes delivery free with a free_delivery coupon and takes no money off', () => {
    const coupon = { coupon: buildCoupon({ couponType: 'free_delivery' }), context: couponContext };
    const { breakdown, problems } = calculateOrderTotal(buildInput({ coupon }));
    expect(problems).toEqual([]);
    expect(breakdown).toMatchObject({
      couponDiscount: 0,
      originalDeliveryFee: 908,
      deliveryFee: 0,
      freeDeliveryReason: 'coupon',
      tax: 247,
      total: 5737,
    });
  });

  it('compares free_delivery_over with the subtotal before the coupon', () => {
    const delivery = {
      ...buildInput().delivery,
      adminFreeDelivery: {
        status: true,
        type: 'free_delivery_by_order_amount',
        freeDeliveryOver: 4900,
      },
    } as const;
    const { breakdown } = calculateOrderTotal(buildInput({ delivery }));
    expect(breakdown).toMatchObject({
      couponDiscount: 300,
      deliveryFee: 0,
      freeDeliveryReason: 'admin_order_amount',
    });
  });

  it('caps a coupon larger than the subtotal at the subtotal, untaxed', () => {
    const coupon = {
      coupon: buildCoupon({ discountType: 'amount', discount: 10_000 }),
      context: couponContext,
    };
    const { breakdown } = calculateOrderTotal(buildInput({ coupon }));
    expect(breakdown).toMatchObject({ couponDiscount: 4940, tax: 0, total: 1458 });
  });
});

describe('problems leave the order priced without the refused choice', () => {
  it('leaves out a coupon below its minimum purchase and says why', () => {
    const coupon = { coupon: buildCoupon({ minPurchase: 5000 }), context: couponContext };
    const { breakdown, problems } = calculateOrderTotal(buildInput({ coupon }));
    expect(breakdown).toMatchObject({ couponDiscount: 0, tax: 247, total: 6645 });
    // Subtotal 49.40 against 50.00: 0.60 more would do (issue 17 §5).
    expect(problems).toEqual([
      { code: 'coupon_min_purchase', message: 'minimum purchase for coupon', shortfall: 60 },
    ]);
  });

  it('refuses wallet-only payment above the balance', () => {
    const payment = { ...buildInput().payment, method: 'wallet' } as const;
    const { breakdown, problems } = calculateOrderTotal(buildInput({ payment }));
    expect(breakdown).toMatchObject({ walletPart: 0, otherPart: 6330 });
    expect(problems.map((problem) => problem.code)).toEqual(['wallet_insufficient_balance']);
  });

  it('refuses cash on delivery above the zone maximum, but not digital payment', () => {
    const cod = { ...buildInput().payment, maximumCodOrderAmount: 6000 };
    expect(calculateOrderTotal(buildInput({ payment: cod })).problems).toEqual([
      { code: 'cash_on_delivery_maximum_exceeded', message: 'cash on delivery maximum exceeded' },
    ]);
    const digital = { ...cod, method: 'digital_payment' } as const;
    expect(calculateOrderTotal(buildInput({ payment: digital })).problems).toEqual([]);
  });
});

describe('the same order rounds to whole minor units at 0, 2 and 3 decimals', () => {
  // One 10.50 line, 3.25 km at 1.50 per km (no minimum, no cap, no surcharge), a 12.5 % coupon,
  // 5 % tax added, no service charge, no tip, paid digitally.
  function order(lineTotal: number, perKmCharge: number) {
    const base = buildInput();
    return calculateOrderTotal({
      ...base,
      lines: [{ total: lineTotal, discountAmount: 0 }],
      delivery: {
        ...base.delivery,
        distanceMeters: 3250,
        zoneRates: { perKmCharge, minimumCharge: 0, maximumCharge: null },
        zoneSurcharge: { status: false, rate: 0 },
      },
      coupon: { coupon: buildCoupon({ discount: 1250, maxDiscount: 0 }), context: couponContext },
      additionalCharge: { status: false, amount: 0 },
      tips: { requested: 0, enabled: false },
      payment: { ...base.payment, method: 'digital_payment', partial: false },
    }).breakdown;
  }

  it('0 decimals (¥1050, ¥150 per km): 131.25 → 131, 45.95 → 46, 487.5 → 488', () => {
    expect(order(1050, 150)).toMatchObject({
      couponDiscount: 131,
      tax: 46,
      deliveryFee: 488,
      total: 1453,
    });
  });

  it('2 decimals (10.50, 1.50 per km): the same minor units, 14.53', () => {
    expect(order(1050, 150).total).toBe(1453);
  });

  it('3 decimals (10.500, 1.500 per km): 1.3125 → 1.313, 0.45935 → 0.459, 4.875 → 14.521', () => {
    expect(order(10_500, 1500)).toMatchObject({
      couponDiscount: 1313,
      tax: 459,
      deliveryFee: 4875,
      total: 14_521,
    });
  });
});
