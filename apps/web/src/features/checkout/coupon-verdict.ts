import type { CheckoutProblem } from '@marketplace/contract/checkout-problems';
import type { OrderQuote } from '@marketplace/contract/orders';

type Describe = (problem: CheckoutProblem) => string;

export type CouponVerdict =
  | { kind: 'applied'; code: string; discount: number; freeDelivery: boolean }
  | { kind: 'rejected'; code: string; messages: string[] };

/** The quote's problems that are about the coupon (field coupon_code), described. */
export function getCouponProblems(
  quote: Pick<OrderQuote, 'problems'>,
  describe: Describe,
): string[] {
  return [...new Set(quote.problems.filter((p) => p.field === 'coupon_code').map(describe))];
}

/**
 * The server's verdict on the coupon the customer applied, read from the quote for those choices:
 * rejected with the server's reasons (expired, minimum purchase, limit...), or applied with what
 * it takes off (a free-delivery coupon takes off the delivery fee).
 */
export function getCouponVerdict(
  quote: Pick<OrderQuote, 'problems' | 'coupon_code' | 'coupon_discount' | 'free_delivery_reason'>,
  code: string,
  describe: Describe,
): CouponVerdict {
  const messages = getCouponProblems(quote, describe);
  if (messages.length > 0 || quote.coupon_code === null) {
    return { kind: 'rejected', code, messages };
  }
  return {
    kind: 'applied',
    code,
    discount: quote.coupon_discount,
    freeDelivery: quote.free_delivery_reason === 'coupon',
  };
}

/** Coupon codes are compared and sent trimmed; empty is no coupon. */
export function normalizeCouponCode(text: string): string | null {
  const code = text.trim();
  return code === '' ? null : code.slice(0, 100);
}
