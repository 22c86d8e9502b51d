import type { TripBookingBody } from '@marketplace/contract/trips';
import { TRIP_PROBLEM_MESSAGES as CHECKOUT_MESSAGES } from '@marketplace/contract/trips';
import { applyCoupon, type CouponProblem } from '@marketplace/domain/checkout/coupon';
import { type PaymentSplit, splitPayment } from '@marketplace/domain/checkout/partial-payment';
import { toHundredthsOfPercent } from '@marketplace/domain/checkout/percent';
import type { ProviderDiscount } from '@marketplace/domain/rental/provider-discount';
import {
  getDiscountedFare,
  priceTrip,
  type TripPrice,
} from '@marketplace/domain/rental/trip-price';
import type { BusinessSettings } from '../../db/business-settings';
import type { Caller } from '../auth/caller';
import type { CouponState } from '../orders/checkout-pricing';
import { toDomainCoupon } from '../orders/checkout-pricing';
import type { CartTripRow } from './rental-cart.repository';
import { type CartLineWithVehicle, toTripMeasure } from './rental-cart.view';
import type { ProviderRow } from './vehicle-rows.repository';

export type TripProblem = { code: string; field: string; message: string };

export type TripPricingInput = {
  caller: Caller;
  settings: BusinessSettings;
  trip: CartTripRow;
  lines: CartLineWithVehicle[];
  provider: ProviderRow;
  providerDiscount: ProviderDiscount | null;
  coupon: CouponState;
  walletBalance: number;
  body: TripBookingBody;
  moduleId: number;
  today: string;
};

export type PricedTrip = {
  price: TripPrice;
  split: PaymentSplit;
  couponId: number | null;
  problems: TripProblem[];
};

const problem = (code: keyof typeof CHECKOUT_MESSAGES, field: string): TripProblem => ({
  code,
  field,
  message: CHECKOUT_MESSAGES[code],
});

/** Guest booking allowed; the payment method on in the config; wallet and partial for customers. */
function findBookingProblems(input: TripPricingInput): TripProblem[] {
  const { settings, caller, body } = input;
  const walletOn = settings.customer_wallet_status === 1;
  const problems: TripProblem[] = [];
  if (caller.kind === 'guest' && settings.guest_checkout_status !== 1) {
    problems.push(problem('guest_checkout', 'guest_id'));
  }
  const method = body.payment_method;
  const available =
    method === 'cash_on_delivery'
      ? settings.cash_on_delivery
      : method === 'digital_payment'
        ? settings.digital_payment
        : walletOn;
  if (!available) problems.push(problem('payment_unavailable', 'payment_method'));
  else if (method === 'wallet' && caller.kind !== 'customer') {
    problems.push(problem('wallet_needs_customer', 'payment_method'));
  }
  if (body.partial_payment && method !== 'wallet' && !isPartialPaymentAllowed(settings, caller)) {
    problems.push(problem('partial_unavailable', 'partial_payment'));
  }
  return problems;
}

export function isPartialPaymentAllowed(settings: BusinessSettings, caller: Caller): boolean {
  return (
    settings.partial_payment_status === 1 &&
    settings.customer_wallet_status === 1 &&
    caller.kind === 'customer'
  );
}

function couponVerdict(input: TripPricingInput, afterDiscounts: number) {
  const { coupon } = input;
  if (coupon.code === null) return { discount: 0, couponId: null, problem: null };
  if (!coupon.row) {
    const missing: CouponProblem | TripProblem = {
      code: 'coupon_not_found',
      message: CHECKOUT_MESSAGES.coupon_not_found,
    } as TripProblem;
    return { discount: 0, couponId: null, problem: missing };
  }
  const verdict = applyCoupon(toDomainCoupon(coupon.row), {
    today: input.today,
    moduleId: input.moduleId,
    storeId: input.provider.id,
    zoneId: input.provider.zoneId,
    subtotal: afterDiscounts,
    customerUses: coupon.customerUses,
    previousOrders: coupon.previousOrders,
  });
  if (!verdict.ok) return { discount: 0, couponId: null, problem: verdict.problem };
  return { discount: verdict.discount, couponId: coupon.row.id, problem: null };
}

/**
 * The server's price of the cart's trip (domain priceTrip: fares, vehicle then provider
 * discount, coupon, provider tax included or added), the wallet split, and every reason the
 * booking cannot be made as chosen.
 */
export function priceCartTrip(input: TripPricingInput): PricedTrip {
  const base = {
    measure: toTripMeasure(input.trip),
    lines: input.lines.map((line) => ({
      prices: line.vehicle,
      discount: { type: line.vehicle.discountType, value: line.vehicle.discountPrice },
      quantity: line.quantity,
    })),
    providerDiscount: input.providerDiscount,
    taxRate: toHundredthsOfPercent(input.provider.tax),
    taxIncluded: input.settings.tax_included === 1,
  };
  const coupon = couponVerdict(input, getDiscountedFare(base));
  const price = priceTrip({ ...base, couponDiscount: coupon.discount });
  const problems = findBookingProblems(input);
  if (coupon.problem) {
    problems.push({
      code: coupon.problem.code,
      field: 'coupon_code',
      message: coupon.problem.message,
    });
  }
  const splitResult = splitPayment({
    total: price.total,
    walletBalance: input.walletBalance,
    method: input.body.payment_method,
    partial: input.body.partial_payment,
  });
  let split: PaymentSplit = { walletPart: 0, otherPart: price.total };
  if (splitResult.ok) split = splitResult;
  else if (input.caller.kind === 'customer') {
    problems.push({
      code: splitResult.problem.code,
      field: 'payment_method',
      message: splitResult.problem.message,
    });
  }
  return { price, split, couponId: coupon.couponId, problems };
}
