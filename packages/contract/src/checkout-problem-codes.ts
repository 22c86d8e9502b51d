// Plain data (no zod), so a page can read the codes without loading the schemas.

/**
 * Why an order cannot be placed as chosen, one stable code per problem. The quote lists them in
 * `problems`; a refused place answers them beside its 422 entries. Clients translate by code;
 * `message` is the English wording for clients that do not.
 */
export const CHECKOUT_PROBLEM_CODES = [
  'guest_checkout',
  'contact_person_name',
  'contact_person_number',
  'address',
  'delivery_unavailable',
  'take_away_unavailable',
  'delivery_point',
  'zone',
  'store_closed',
  'schedule_unavailable',
  'schedule_in_past',
  'schedule_too_far',
  'store_closed_at_schedule',
  'minimum_order',
  'payment_unavailable',
  'wallet_needs_customer',
  'partial_unavailable',
  'wallet_insufficient_balance',
  'cash_on_delivery_maximum_exceeded',
  'coupon_not_found',
  'coupon_inactive',
  'coupon_not_started',
  'coupon_expired',
  'coupon_other_module',
  'coupon_other_store',
  'coupon_other_zone',
  'coupon_first_order_only',
  'coupon_limit_reached',
  'coupon_min_purchase',
  'prescription_required',
  // A line of the order (its item named in `params.item` when known).
  'item_not_found',
  'item_not_available',
  'item_out_of_stock',
  'item_max_quantity',
  'item_choice',
] as const;
export type CheckoutProblemCode = (typeof CHECKOUT_PROBLEM_CODES)[number];

const KNOWN_CODES: ReadonlySet<string> = new Set(CHECKOUT_PROBLEM_CODES);

/** Codes an older client does not know yet are shown by their `message`. */
export function isCheckoutProblemCode(code: string): code is CheckoutProblemCode {
  return KNOWN_CODES.has(code);
}
