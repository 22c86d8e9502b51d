import { ADDRESS_REQUIRED } from '@marketplace/contract/addresses';
import type { CheckoutProblem } from '@marketplace/contract/checkout-problems';
import type { PaymentMethod } from '@marketplace/contract/orders';
import { isItemAvailableNow } from '@marketplace/domain/catalog/availability';
import { isStoreOpenNow } from '@marketplace/domain/catalog/store-open';
import { getMinimumOrderShortfall } from '@marketplace/domain/checkout/minimum-order';
import { isOrderTypeOffered, type OrderType } from '@marketplace/domain/checkout/order-type';
import { isPartialPaymentAllowed } from '@marketplace/domain/checkout/partial-payment';
import {
  findPaymentMethodProblem,
  type PaymentMethodInput,
} from '@marketplace/domain/checkout/payment-method';
import { findScheduleProblem, getFulfilmentTime } from '@marketplace/domain/checkout/schedule-time';
import { formatMinorAmount } from '@marketplace/domain/money/format-amount';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import type { Caller } from '../auth/caller';
import { NOT_AVAILABLE_NOW_MESSAGE } from '../line-pricing/cart-orderable-item';
import type { CheckoutContext } from './checkout-context';
import type { CheckoutLine } from './checkout-lines';
import { checkoutProblem, fixedProblem, lineProblem } from './checkout-problem';

/** The customer's choices, parsed from the place (or quote) body. */
export type CheckoutChoices = {
  orderType: OrderType;
  paymentMethod: PaymentMethod;
  partial: boolean;
  scheduleAt: Date | null;
  couponCode: string | null;
  /** Minor units, as asked (the domain decides whether tips apply). */
  tips: number;
  address: string | null;
};

function findOrderTypeProblems(context: CheckoutContext, choices: CheckoutChoices) {
  const { settings, store } = context;
  const business = {
    homeDelivery: settings.home_delivery_status === 1,
    takeAway: settings.takeaway_status === 1,
  };
  const offered = isOrderTypeOffered(choices.orderType, business, {
    delivery: store.delivery,
    takeAway: store.takeAway,
  });
  if (choices.orderType === 'take_away') {
    return offered ? [] : [fixedProblem('take_away_unavailable', 'order_type')];
  }
  if (!offered) return [fixedProblem('delivery_unavailable', 'order_type')];
  const problems: CheckoutProblem[] = [];
  if (choices.address === null) {
    problems.push(checkoutProblem('address', 'address', ADDRESS_REQUIRED));
  }
  if (context.deliveryPoint === null) problems.push(fixedProblem('delivery_point', 'latitude'));
  else if (!context.pointInStoreZone || context.rates === null) {
    problems.push(fixedProblem('zone', 'latitude'));
  }
  return problems;
}

/** Open now, or a valid schedule_at: scheduling on (config and store), ahead, within hours. */
function findTimeProblems(
  context: CheckoutContext,
  lines: readonly CheckoutLine[],
  choices: CheckoutChoices,
  now: Date,
): CheckoutProblem[] {
  const { store, settings } = context;
  const at = choices.scheduleAt;
  if (at !== null) {
    const scheduleProblem = findScheduleProblem({
      scheduleAt: at,
      now,
      marketplaceSchedules: settings.schedule_order,
      storeSchedules: store.scheduleOrder,
    });
    if (scheduleProblem) return [fixedProblem(scheduleProblem, 'schedule_at')];
  }
  const when = getFulfilmentTime(at, now);
  if (!isStoreOpenNow(store, when)) {
    return [fixedProblem(at === null ? 'store_closed' : 'store_closed_at_schedule', 'schedule_at')];
  }
  return lines
    .filter((line) => !isItemAvailableNow(line.window, store.timeZone, when))
    .map((line) =>
      lineProblem('item_not_available', 'schedule_at', line.name, NOT_AVAILABLE_NOW_MESSAGE),
    );
}

/**
 * The business's payment switches, the zone's flags and the caller, as the domain's payment rules
 * read them (orders and parcels alike).
 */
export function toPaymentInput(
  context: Pick<CheckoutContext, 'settings' | 'zone'>,
  caller: Caller,
): PaymentMethodInput {
  const { settings, zone } = context;
  return {
    business: {
      cashOnDelivery: settings.cash_on_delivery,
      digitalPayment: settings.digital_payment,
      wallet: settings.customer_wallet_status === 1,
    },
    zone: zone
      ? { cashOnDelivery: zone.cashOnDelivery, digitalPayment: zone.digitalPayment }
      : null,
    isCustomer: caller.kind === 'customer',
  };
}

/** Partial payment as the business allows it to this caller (spec 02 §3). */
export function canPayPartly(context: CheckoutContext, caller: Caller): boolean {
  return isPartialPaymentAllowed({
    partialPayment: context.settings.partial_payment_status === 1,
    wallet: context.settings.customer_wallet_status === 1,
    isCustomer: caller.kind === 'customer',
  });
}

function findPaymentProblems(
  context: CheckoutContext,
  caller: Caller,
  choices: CheckoutChoices,
): CheckoutProblem[] {
  const method = choices.paymentMethod;
  const methodProblem = findPaymentMethodProblem(method, toPaymentInput(context, caller));
  const problems = methodProblem ? [fixedProblem(methodProblem, 'payment_method')] : [];
  if (choices.partial && method !== 'wallet' && !canPayPartly(context, caller)) {
    problems.push(fixedProblem('partial_unavailable', 'partial_payment'));
  }
  return problems;
}

function findMinimumOrderProblem(context: CheckoutContext, subtotal: number) {
  const { settings, store } = context;
  if (getMinimumOrderShortfall(subtotal, store.minimumOrder) === 0) return [];
  const digits = settings.digit_after_decimal_point;
  const minimum = formatMinorAmount(store.minimumOrder, {
    currencySymbol: settings.currency_symbol,
    symbolDirection: settings.currency_symbol_direction,
    digitsAfterDecimalPoint: digits,
  });
  return [
    checkoutProblem('minimum_order', 'cart', `The minimum order amount is ${minimum}`, {
      amount: createMoneyCodec(digits).toWire(store.minimumOrder),
    }),
  ];
}

/**
 * The checkout rules outside the money rules (those are calculateOrderTotal's): guest checkout,
 * delivery or take-away allowed, a delivery point in the store's zone, the store open now or at
 * a valid scheduled time, the store's minimum order, the payment method available.
 */
export function findCheckoutProblems(input: {
  context: CheckoutContext;
  caller: Caller;
  lines: readonly CheckoutLine[];
  choices: CheckoutChoices;
  subtotal: number;
  now: Date;
}): CheckoutProblem[] {
  const { context, caller, choices } = input;
  return [
    ...(caller.kind === 'guest' && context.settings.guest_checkout_status !== 1
      ? [fixedProblem('guest_checkout', 'guest_id')]
      : []),
    ...findOrderTypeProblems(context, choices),
    ...findTimeProblems(context, input.lines, choices, input.now),
    ...findMinimumOrderProblem(context, input.subtotal),
    ...findPaymentProblems(context, caller, choices),
  ];
}
