import { mergeGuestCartIntoCustomer } from './modules/cart/cart-merge';
import { settleOrderPayment } from './modules/orders/settle-order-payment';
import { moveGuestRentalCart } from './modules/rental/rental-cart.repository';
import { settleTripPayment } from './modules/rental/settle-trip-payment';
import { settleWalletTopUp } from './modules/wallet/settle-wallet-top-up';
import type { FeatureHooks } from './services/feature-hooks';

/**
 * The handlers auth and payments call without importing the features that provide them
 * (decision 0028): signing in hands the guest's cart and rental cart over, in that order; a
 * gateway callback is settled by the order's, the trip's or the wallet's settler.
 */
export function buildFeatureHooks(): FeatureHooks {
  return {
    guestHandovers: [mergeGuestCartIntoCustomer, moveGuestRentalCart],
    paymentSettlers: {
      order: settleOrderPayment,
      trip: settleTripPayment,
      wallet: settleWalletTopUp,
    },
  };
}
