import type { CheckoutProblem } from '@marketplace/contract/checkout-problems';
import type { Coupon } from '@marketplace/domain/checkout/coupon';
import {
  calculateDeliveryFee,
  type DeliveryRates,
} from '@marketplace/domain/checkout/delivery-fee';
import {
  calculateOrderTotal,
  type OrderBreakdown,
  type OrderTotalInput,
} from '@marketplace/domain/checkout/order-total';
import { toHundredthsOfPercent } from '@marketplace/domain/checkout/percent';
import {
  findApplicableSurge,
  type SurgeRule,
  toSurgeCharge,
} from '@marketplace/domain/checkout/surge-price';
import { formatMinorAmount } from '@marketplace/domain/money/format-amount';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import { formatLocalDate, getZonedDateTime } from '@marketplace/domain/time/zoned-clock';
import type { Caller } from '../auth/caller';
import type { CheckoutContext } from './checkout-context';
import type { CheckoutLine } from './checkout-lines';
import { checkoutProblem, fixedProblem } from './checkout-problem';
import { type CheckoutChoices, canPayPartly, findCheckoutProblems } from './checkout-rules';
import type { CouponRow } from './orders.repository';

/** The coupon entered (if any) and the counts its rules read, for this caller. */
export type CouponState = {
  code: string | null;
  /** null when no coupon has that code. */
  row: CouponRow | null;
  customerUses: number;
  previousOrders: number;
};

export function toDomainCoupon(row: CouponRow): Coupon {
  return {
    couponType: row.couponType,
    discountType: row.discountType,
    discount: row.discount,
    maxDiscount: row.maxDiscount,
    minPurchase: row.minPurchase,
    limit: row.limit,
    data: row.data,
    moduleId: row.moduleId,
    startDate: row.startDate,
    expireDate: row.expireDate,
    active: row.status === 1,
  };
}

function storeRates(store: CheckoutContext['store']): DeliveryRates | null {
  if (!store.selfDeliverySystem) return null;
  return {
    perKmCharge: store.perKmShippingCharge ?? 0,
    minimumCharge: store.minimumShippingCharge ?? 0,
    maximumCharge: store.maximumShippingCharge,
  };
}

type PricingInput = {
  context: CheckoutContext;
  caller: Caller;
  lines: readonly CheckoutLine[];
  choices: CheckoutChoices;
  coupon: CouponState;
  walletBalance: number;
  now: Date;
};

function buildDelivery(input: PricingInput): Omit<OrderTotalInput['delivery'], 'surge'> {
  const { context } = input;
  const { settings, store, zone, rates } = context;
  return {
    distanceMeters: context.distanceMeters ?? 0,
    zoneRates: {
      perKmCharge: rates?.perKmShippingCharge ?? 0,
      minimumCharge: rates?.minimumShippingCharge ?? 0,
      maximumCharge: rates?.maximumShippingCharge ?? null,
    },
    selfDeliveryRates: storeRates(store),
    zoneSurcharge: {
      status: zone?.increasedDeliveryFeeStatus === 1,
      rate: toHundredthsOfPercent(zone?.increasedDeliveryFee ?? 0),
    },
    storeFreeDelivery: store.freeDelivery,
    adminFreeDelivery: {
      status: settings.admin_free_delivery_status,
      type: settings.admin_free_delivery_type,
      freeDeliveryOver: settings.free_delivery_over,
    },
  };
}

/**
 * The surge running when the order is fulfilled (its scheduled time, else now) on the store's
 * clock, chosen on the fee without it; null when none runs.
 */
export function findOrderSurge(
  input: PricingInput,
  delivery: Omit<OrderTotalInput['delivery'], 'surge'>,
): SurgeRule | null {
  const { context, choices } = input;
  if (context.surgeRules.length === 0) return null;
  const at = getZonedDateTime(choices.scheduleAt ?? input.now, context.store.timeZone);
  const { baseFee } = calculateDeliveryFee({ ...delivery, orderType: choices.orderType });
  return findApplicableSurge(context.surgeRules, context.store.moduleId, at, baseFee);
}

/** The domain's input, every number from the database and the settings, none from the client. */
export function buildOrderTotalInput(input: PricingInput): OrderTotalInput {
  const { context, choices, coupon } = input;
  const { settings, store, rates } = context;
  const delivery = buildDelivery(input);
  const surge = findOrderSurge(input, delivery);
  return {
    lines: input.lines,
    orderType: choices.orderType,
    delivery: { ...delivery, surge: surge ? toSurgeCharge(surge) : null },
    coupon:
      coupon.row === null
        ? null
        : {
            coupon: toDomainCoupon(coupon.row),
            context: {
              today: formatLocalDate(input.now, store.timeZone),
              moduleId: store.moduleId,
              storeId: store.id,
              zoneId: store.zoneId,
              customerUses: coupon.customerUses,
              previousOrders: coupon.previousOrders,
            },
          },
    tax: { rate: toHundredthsOfPercent(store.tax), included: settings.tax_included === 1 },
    additionalCharge: {
      status: settings.additional_charge_status === 1,
      amount: settings.additional_charge,
    },
    tips: { requested: choices.tips, enabled: settings.dm_tips_status === 1 },
    payment: {
      method: choices.paymentMethod,
      partial: choices.partial && canPayPartly(context, input.caller),
      walletBalance: input.caller.kind === 'customer' ? input.walletBalance : 0,
      maximumCodOrderAmount: rates?.maximumCodOrderAmount ?? null,
    },
  };
}

const DOMAIN_PROBLEM_FIELDS: Record<string, string> = {
  wallet_insufficient_balance: 'payment_method',
  cash_on_delivery_maximum_exceeded: 'payment_method',
};

export type PricedCheckout = {
  breakdown: OrderBreakdown;
  problems: CheckoutProblem[];
  /** The coupon that applies (none when it has a problem). */
  couponId: number | null;
  /** The surge priced into the delivery fee, for its note. */
  surge: SurgeRule | null;
};

type DomainProblem = ReturnType<typeof calculateOrderTotal>['problems'][number];

/**
 * A money rule's problem on the wire. A coupon refused for minimum purchase says how much more
 * to add (issue 17 §5: "Add $5.71 more to use WEST10"), with the amount and code in `params`.
 */
function toCheckoutProblem(problem: DomainProblem, input: PricingInput): CheckoutProblem {
  const field = DOMAIN_PROBLEM_FIELDS[problem.code] ?? 'coupon_code';
  if (problem.code !== 'coupon_min_purchase' || !('shortfall' in problem)) {
    return checkoutProblem(problem.code, field, problem.message);
  }
  const { settings } = input.context;
  const digits = settings.digit_after_decimal_point;
  const shortfall = problem.shortfall ?? 0;
  const amount = formatMinorAmount(shortfall, {
    currencySymbol: settings.currency_symbol,
    symbolDirection: settings.currency_symbol_direction,
    digitsAfterDecimalPoint: digits,
  });
  const code = input.coupon.row?.code ?? input.coupon.code ?? '';
  return checkoutProblem(problem.code, field, `Add ${amount} more to use ${code}`, {
    amount: createMoneyCodec(digits).toWire(shortfall),
    coupon: code,
  });
}

/** The order's numbers and everything that stops it, in one list. */
export function priceCheckout(input: PricingInput): PricedCheckout {
  const { breakdown, problems: domainProblems } = calculateOrderTotal(buildOrderTotalInput(input));
  const couponMissing = input.coupon.code !== null && input.coupon.row === null;
  const problems: CheckoutProblem[] = [
    ...findCheckoutProblems({ ...input, subtotal: breakdown.subtotal }),
    ...(couponMissing ? [fixedProblem('coupon_not_found', 'coupon_code')] : []),
    ...domainProblems.map((p) => toCheckoutProblem(p, input)),
  ];
  const couponHasProblem = domainProblems.some((p) => p.code.startsWith('coupon_'));
  const couponId = input.coupon.row !== null && !couponHasProblem ? input.coupon.row.id : null;
  const surge = breakdown.surgeFee > 0 ? findOrderSurge(input, buildDelivery(input)) : null;
  return { breakdown, problems, couponId, surge };
}
