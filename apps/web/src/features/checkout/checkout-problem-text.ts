import {
  type CheckoutProblemCode,
  isCheckoutProblemCode,
} from '@marketplace/contract/checkout-problem-codes';
import type { CheckoutProblem } from '@marketplace/contract/checkout-problems';
import { getErrorMessages } from '@/features/errors/query-client';
import type { MessageKey } from '@/features/i18n/messages/en';
import type { Translate } from '@/features/i18n/translate';
import { isApiError } from '@/lib/api-client';

type LineCode = 'item_not_available' | 'item_out_of_stock' | 'item_max_quantity';

const KEYS: Record<Exclude<CheckoutProblemCode, LineCode>, MessageKey> = {
  guest_checkout: 'checkoutProblem.guest_checkout',
  contact_person_name: 'checkoutProblem.contact_person_name',
  contact_person_number: 'checkoutProblem.contact_person_number',
  address: 'checkoutProblem.address',
  delivery_unavailable: 'checkoutProblem.delivery_unavailable',
  take_away_unavailable: 'checkoutProblem.take_away_unavailable',
  delivery_point: 'checkoutProblem.delivery_point',
  zone: 'checkoutProblem.zone',
  store_closed: 'checkoutProblem.store_closed',
  schedule_unavailable: 'checkoutProblem.schedule_unavailable',
  schedule_in_past: 'checkoutProblem.schedule_in_past',
  schedule_too_far: 'checkoutProblem.schedule_too_far',
  store_closed_at_schedule: 'checkoutProblem.store_closed_at_schedule',
  minimum_order: 'checkoutProblem.minimum_order',
  payment_unavailable: 'checkoutProblem.payment_unavailable',
  wallet_needs_customer: 'checkoutProblem.wallet_needs_customer',
  partial_unavailable: 'checkoutProblem.partial_unavailable',
  wallet_insufficient_balance: 'checkoutProblem.wallet_insufficient_balance',
  cash_on_delivery_maximum_exceeded: 'checkoutProblem.cash_on_delivery_maximum_exceeded',
  coupon_not_found: 'checkoutProblem.coupon_not_found',
  coupon_inactive: 'checkoutProblem.coupon_inactive',
  coupon_not_started: 'checkoutProblem.coupon_not_started',
  coupon_expired: 'checkoutProblem.coupon_expired',
  coupon_other_module: 'checkoutProblem.coupon_other_module',
  coupon_other_store: 'checkoutProblem.coupon_other_store',
  coupon_other_zone: 'checkoutProblem.coupon_other_zone',
  coupon_first_order_only: 'checkoutProblem.coupon_first_order_only',
  coupon_limit_reached: 'checkoutProblem.coupon_limit_reached',
  coupon_min_purchase: 'checkoutProblem.coupon_min_purchase',
  item_not_found: 'checkoutProblem.item_not_found',
  item_choice: 'checkoutProblem.item_choice',
  prescription_required: 'checkoutProblem.prescription_required',
};

/**
 * The wording of a problem code that needs no amount or count (the coupon page words
 * coupon/apply's reasons with it); undefined for line rules, amounts and unknown codes.
 */
export function plainProblemKey(code: string): MessageKey | undefined {
  if (!isCheckoutProblemCode(code) || code === 'minimum_order' || code === 'coupon_min_purchase') {
    return undefined;
  }
  return code in KEYS ? KEYS[code as keyof typeof KEYS] : undefined;
}

/** The line rules' wording is the cart's and the item view's. */
function describeReason(
  code: CheckoutProblemCode,
  count: number,
  t: Translate,
  formatAmount: (major: number) => string,
  amount: number,
  coupon: string,
): string {
  switch (code) {
    case 'item_not_available':
      return t('items.notAvailableNow');
    case 'item_out_of_stock':
      return count > 0 ? t('cart.onlyLeft', { count }) : t('items.outOfStock');
    case 'item_max_quantity':
      return t('cart.maxQuantity', { count });
    case 'minimum_order':
      return t(KEYS.minimum_order, { amount: formatAmount(amount) });
    case 'coupon_min_purchase':
      return t(KEYS.coupon_min_purchase, { amount: formatAmount(amount), code: coupon });
    default:
      return t(KEYS[code]);
  }
}

/**
 * A checkout problem in the customer's language, by its code ('Name: reason' for a line whose
 * item is named); a code this storefront does not know yet shows the server's own words.
 */
export function describeCheckoutProblem(
  problem: CheckoutProblem,
  t: Translate,
  formatAmount: (major: number) => string,
): string {
  if (!isCheckoutProblemCode(problem.code)) return problem.message;
  const { item, count = 0, amount = 0, coupon = '' } = problem.params ?? {};
  const reason = describeReason(problem.code, count, t, formatAmount, amount, coupon);
  return item ? `${item}: ${reason}` : reason;
}

/**
 * What a failed place says beside the button. A refusal (422) is the checkout's problems, which
 * the quote for the same choices lists by code and the page shows in the customer's language;
 * once that quote has them, the refusal's own (English) words are not repeated.
 */
export function getPlaceErrorMessages(
  error: unknown,
  quoteProblems: readonly CheckoutProblem[],
  t: Translate,
): string[] {
  if (isApiError(error) && error.status === 422 && quoteProblems.length > 0) return [];
  return getErrorMessages(error, t);
}
