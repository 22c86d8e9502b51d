import type { QuantityProblem } from '@marketplace/domain/cart/quantity-limit';
import { getErrorMessages } from '@/features/errors/query-client';
import type { Translate } from '@/features/i18n/translate';
import { notify } from '@/features/ui/notify';

/** Spec 02 §9: cart toasts stay 5 seconds. */
export const CART_TOAST_MS = 5_000;

export function notifyCart(kind: 'success' | 'error' | 'warning', message: string): void {
  notify(kind, message, message, { duration: CART_TOAST_MS });
}

/** The stock and maximum-quantity errors (domain wording, translated). */
export function describeQuantityProblem(problem: QuantityProblem, t: Translate): string {
  if (problem.kind === 'max_cart_quantity') {
    return t('cart.maxQuantity', { count: problem.maximum });
  }
  return problem.available <= 0
    ? t('items.outOfStock')
    : t('cart.onlyLeft', { count: problem.available });
}

/** Each of the server's messages from its error envelope (or a generic one), as cart toasts. */
export function notifyCartError(error: unknown, t: Translate): void {
  for (const message of getErrorMessages(error, t)) notifyCart('error', message);
}
