import { describe, expect, it } from 'vitest';
import {
  type AdminFreeDelivery,
  FREE_DELIVERY_REASON_MESSAGES,
  type FreeDeliveryInput,
  getFreeDeliveryReason,
} from './free-delivery';

function buildInput(overrides: Partial<FreeDeliveryInput> = {}): FreeDeliveryInput {
  return {
    adminRule: { status: false, type: null, freeDeliveryOver: null },
    storeFreeDelivery: false,
    hasFreeDeliveryCoupon: false,
    subtotal: 5000,
    ...overrides,
  };
}

const allStores: AdminFreeDelivery = {
  status: true,
  type: 'free_delivery_to_all_store',
  freeDeliveryOver: null,
};

describe('spec 02 §9 admin free-delivery rule', () => {
  it("makes delivery free at every store with type 'free_delivery_to_all_store'", () => {
    expect(getFreeDeliveryReason(buildInput({ adminRule: allStores }))).toBe('admin_all_stores');
  });

  it("makes delivery free when subtotal ≥ free_delivery_over with type 'by order amount'", () => {
    const adminRule = {
      status: true,
      type: 'free_delivery_by_order_amount',
      freeDeliveryOver: 5000,
    } as const;
    expect(getFreeDeliveryReason(buildInput({ adminRule, subtotal: 5000 }))).toBe(
      'admin_order_amount',
    );
    expect(getFreeDeliveryReason(buildInput({ adminRule, subtotal: 4999 }))).toBeNull();
  });

  it('does nothing while its status is off', () => {
    const adminRule = { ...allStores, status: false };
    expect(getFreeDeliveryReason(buildInput({ adminRule }))).toBeNull();
  });

  it('does nothing by amount without a threshold', () => {
    const type = 'free_delivery_by_order_amount';
    const noThreshold = { status: true, type, freeDeliveryOver: null } as const;
    const zero = { status: true, type, freeDeliveryOver: 0 } as const;
    expect(getFreeDeliveryReason(buildInput({ adminRule: noThreshold }))).toBeNull();
    expect(getFreeDeliveryReason(buildInput({ adminRule: zero }))).toBeNull();
  });
});

describe("spec 02 §3 the store's free_delivery flag and a free_delivery coupon", () => {
  it('is free by the store', () => {
    expect(getFreeDeliveryReason(buildInput({ storeFreeDelivery: true }))).toBe('store');
  });

  it('is free by a free-delivery coupon', () => {
    expect(getFreeDeliveryReason(buildInput({ hasFreeDeliveryCoupon: true }))).toBe('coupon');
  });

  it('is charged when no rule applies', () => {
    expect(getFreeDeliveryReason(buildInput())).toBeNull();
  });

  it('names the admin rule first, then the store, then the coupon', () => {
    const all = { storeFreeDelivery: true, hasFreeDeliveryCoupon: true };
    expect(getFreeDeliveryReason(buildInput({ ...all, adminRule: allStores }))).toBe(
      'admin_all_stores',
    );
    expect(getFreeDeliveryReason(buildInput(all))).toBe('store');
  });

  it('explains every reason', () => {
    expect(Object.keys(FREE_DELIVERY_REASON_MESSAGES).sort()).toEqual([
      'admin_all_stores',
      'admin_order_amount',
      'coupon',
      'store',
    ]);
  });
});
