import { CART_LINE_REMOVED_MESSAGE } from '@marketplace/contract/cart';
import { OUT_OF_LIMITS_MESSAGE } from '@marketplace/domain/cart/quantity-limit';
import { describe, expect, it } from 'vitest';
import { en } from '@/features/i18n/messages/en';
import { createTranslator } from '@/features/i18n/translate';
import { describeQuantityProblem } from './cart-messages';

const t = createTranslator(en);

describe('cart toasts in the spec’s words (spec 02 §8)', () => {
  it("a quantity past maximum_cart_quantity is 'Out of Limits'", () => {
    expect(describeQuantityProblem({ kind: 'max_cart_quantity', maximum: 2 }, t)).toBe(
      OUT_OF_LIMITS_MESSAGE,
    );
    expect(OUT_OF_LIMITS_MESSAGE).toBe('Out of Limits');
  });

  it("a removed line is 'Cart item remove successfully'", () => {
    expect(t('cart.lineRemoved')).toBe(CART_LINE_REMOVED_MESSAGE);
    expect(CART_LINE_REMOVED_MESSAGE).toBe('Cart item remove successfully');
  });
});
