import type { CheckoutProblemCode } from '@marketplace/contract/checkout-problem-codes';
import type {
  CheckoutProblem,
  CheckoutProblemParams,
} from '@marketplace/contract/checkout-problems';

// Our wording: the spec shows none for these.
export const CHECKOUT_MESSAGES = {
  guest_checkout: 'Guest checkout is off: please sign in to order',
  contact_person_name: 'Name is required',
  contact_person_number: 'Phone Number is required',
  delivery_unavailable: 'This store does not deliver',
  take_away_unavailable: 'This store does not offer take away',
  delivery_point: 'Choose the delivery location on the map',
  zone: 'This store does not deliver to this address',
  store_closed: 'The store is closed now',
  schedule_unavailable: 'This store does not take scheduled orders',
  schedule_in_past: 'The scheduled time has already passed',
  schedule_too_far: 'Orders can be scheduled at most 30 days ahead',
  store_closed_at_schedule: 'The store is closed at the scheduled time',
  payment_unavailable: 'This payment method is not available',
  wallet_needs_customer: 'Sign in to pay with your wallet',
  partial_unavailable: 'Partial payment is not available',
  coupon_not_found: 'Coupon not found',
} as const satisfies Partial<Record<CheckoutProblemCode, string>>;

/** A problem with its stable code, the field to change and the English wording. */
export function checkoutProblem(
  code: CheckoutProblemCode,
  field: string,
  message: string,
  params?: CheckoutProblemParams,
): CheckoutProblem {
  return params ? { code, field, message, params } : { code, field, message };
}

/** A problem in our fixed wording. */
export function fixedProblem(code: keyof typeof CHECKOUT_MESSAGES, field: string) {
  return checkoutProblem(code, field, CHECKOUT_MESSAGES[code]);
}

/** A problem with one line: 'Name: reason', the item's name also in `params.item` when known. */
export function lineProblem(
  code: CheckoutProblemCode,
  field: string,
  item: string | null,
  reason: string,
  params: Omit<CheckoutProblemParams, 'item'> = {},
): CheckoutProblem {
  return item
    ? checkoutProblem(code, field, `${item}: ${reason}`, { item, ...params })
    : checkoutProblem(code, field, reason, Object.keys(params).length > 0 ? params : undefined);
}
