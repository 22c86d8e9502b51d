/** What the cart's checkout button does (spec 02 §4 "Checkout button"). */
export type CheckoutAction = 'checkout' | 'guest-choice' | 'sign-in' | 'home';

/**
 * Empty cart: back to /home. Signed in: checkout. A guest: the login-or-guest dialog when guest
 * checkout is on, else the sign-in modal.
 */
export function getCheckoutAction(input: {
  lineCount: number;
  isSignedIn: boolean;
  guestCheckout: boolean;
}): CheckoutAction {
  if (input.lineCount === 0) return 'home';
  if (input.isSignedIn) return 'checkout';
  return input.guestCheckout ? 'guest-choice' : 'sign-in';
}

export const CART_CHECKOUT_HREF = '/checkout?page=cart';
export const BUY_NOW_HREF = '/checkout?page=buy_now';
export const CAMPAIGN_ORDER_HREF = '/checkout?page=campaign';
