import type { CustomerCoupon } from '@marketplace/contract/coupons';
import { describe, expect, it } from 'vitest';
import { en } from '@/features/i18n/messages/en';
import { fr } from '@/features/i18n/messages/fr';
import { createTranslator } from '@/features/i18n/translate';
import { describeCouponRules, describeCouponValue } from './describe-coupon';

const USD = { currencySymbol: '$', symbolDirection: 'left', digitsAfterDecimalPoint: 2 } as const;

const coupon = (overrides: Partial<CustomerCoupon> = {}): CustomerCoupon => ({
  id: 1,
  title: 'Spring',
  code: 'SPRING',
  coupon_type: 'default',
  discount_type: 'percent',
  discount: 50,
  max_discount: 15,
  min_purchase: 20,
  start_date: '2030-01-01',
  expire_date: '2030-01-31',
  stores: [],
  limit: 0,
  uses_left: null,
  ...overrides,
});

describe('a coupon written out for the customer', () => {
  const t = createTranslator(en);

  it('says what it takes off: percent with its cap, an amount, or free delivery', () => {
    expect(describeCouponValue(coupon(), USD, t)).toBe('50% off, up to $15.00');
    expect(describeCouponValue(coupon({ max_discount: 0 }), USD, t)).toBe('50% off');
    expect(describeCouponValue(coupon({ discount_type: 'amount', discount: 5 }), USD, t)).toBe(
      '$5.00 off',
    );
    expect(describeCouponValue(coupon({ coupon_type: 'free_delivery' }), USD, t)).toBe(
      'Free delivery',
    );
  });

  it('lists its rules: minimum, stores, first order, uses left and the last day', () => {
    const rules = describeCouponRules(
      coupon({
        coupon_type: 'first_order',
        stores: [{ id: 3, name: 'North Kitchen' }],
        limit: 2,
        uses_left: 1,
      }),
      USD,
      'en',
      t,
    );
    expect(rules).toEqual([
      'Minimum purchase $20.00',
      'Only at North Kitchen',
      'For your first order',
      'Uses left: 1',
      'Valid until Jan 31, 2030',
    ]);
    expect(
      describeCouponRules(coupon({ min_purchase: 0 }), USD, 'fr', createTranslator(fr)),
    ).toEqual(['Sans minimum d’achat', 'Valable jusqu’au 31 janv. 2030']);
  });
});
