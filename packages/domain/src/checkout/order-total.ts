import type { LinePrice } from '../cart/line-price';
import type { MinorUnits } from '../money/minor-units';
import { type AdditionalChargeConfig, calculateAdditionalCharge } from './additional-charge';
import { type CashOnDeliveryProblem, findCashOnDeliveryProblem } from './cash-on-delivery';
import { applyCoupon, type Coupon, type CouponContext, type CouponProblem } from './coupon';
import { calculateDeliveryFee, type DeliveryRates, type ZoneSurcharge } from './delivery-fee';
import {
  type AdminFreeDelivery,
  type FreeDeliveryReason,
  getFreeDeliveryReason,
} from './free-delivery';
import { hasDelivery, type OrderType } from './order-type';
import { splitPayment, type WalletProblem } from './partial-payment';
import type { PaymentMethod } from './payment-method';
import type { HundredthsOfPercent } from './percent';
import type { SurgeCharge } from './surge-price';
import { calculateTax } from './tax';
import { calculateDeliveryTips } from './tips';

export type OrderTotalInput = {
  /** Each line priced by calculateLinePrice: its total after the item discount, and that discount. */
  lines: ReadonlyArray<Pick<LinePrice, 'total' | 'discountAmount'>>;
  orderType: OrderType;
  delivery: {
    distanceMeters: number;
    zoneRates: DeliveryRates;
    selfDeliveryRates: DeliveryRates | null;
    zoneSurcharge: ZoneSurcharge;
    /** The surge running at the order's time, chosen by findApplicableSurge. */
    surge?: SurgeCharge | null;
    storeFreeDelivery: boolean;
    adminFreeDelivery: AdminFreeDelivery;
  };
  /** The coupon entered and what it is checked against (the subtotal is added here); or null. */
  coupon: { coupon: Coupon; context: Omit<CouponContext, 'subtotal'> } | null;
  tax: { rate: HundredthsOfPercent; included: boolean };
  additionalCharge: AdditionalChargeConfig;
  tips: { requested: MinorUnits; enabled: boolean };
  payment: {
    method: PaymentMethod;
    partial: boolean;
    walletBalance: MinorUnits;
    /** The zone-module's maximum_cod_order_amount. */
    maximumCodOrderAmount: MinorUnits | null;
  };
};

/** The numbers the quote answers, the order records and the checkout page shows. */
export type OrderBreakdown = {
  /** Lines after item discounts. */
  subtotal: MinorUnits;
  itemDiscount: MinorUnits;
  couponDiscount: MinorUnits;
  /** The delivery fee before any free-delivery rule. */
  originalDeliveryFee: MinorUnits;
  /** The surge's part of originalDeliveryFee (0 without a surge). */
  surgeFee: MinorUnits;
  deliveryFee: MinorUnits;
  freeDeliveryReason: FreeDeliveryReason | null;
  tax: MinorUnits;
  taxIncluded: boolean;
  additionalCharge: MinorUnits;
  tips: MinorUnits;
  total: MinorUnits;
  walletPart: MinorUnits;
  otherPart: MinorUnits;
};

/** Why the order cannot be placed as chosen; the quote shows them, the place refuses. */
export type CheckoutProblem = CouponProblem | WalletProblem | CashOnDeliveryProblem;

export type OrderTotal = { breakdown: OrderBreakdown; problems: CheckoutProblem[] };

function priceCoupon(input: OrderTotalInput, subtotal: MinorUnits) {
  if (input.coupon === null) return { discount: 0, freeDelivery: false, problem: null };
  const verdict = applyCoupon(input.coupon.coupon, { ...input.coupon.context, subtotal });
  return verdict.ok
    ? { discount: verdict.discount, freeDelivery: verdict.freeDelivery, problem: null }
    : { discount: 0, freeDelivery: false, problem: verdict.problem };
}

function priceDelivery(input: OrderTotalInput, subtotal: MinorUnits, freeByCoupon: boolean) {
  const { delivery } = input;
  const { fee, surgeFee } = calculateDeliveryFee({ ...delivery, orderType: input.orderType });
  const reason = hasDelivery(input.orderType)
    ? getFreeDeliveryReason({
        adminRule: delivery.adminFreeDelivery,
        storeFreeDelivery: delivery.storeFreeDelivery,
        hasFreeDeliveryCoupon: freeByCoupon,
        subtotal,
      })
    : null;
  return { originalDeliveryFee: fee, surgeFee, deliveryFee: reason === null ? fee : 0, reason };
}

/**
 * The whole order from plain inputs, so the API's quote and place and the web show the same
 * numbers: subtotal − coupon + tax when excluded + delivery fee + additional charge + tips.
 * An unusable coupon is left out (discount 0) and reported in `problems`, as are a wallet that
 * cannot pay and a cash-on-delivery total above the zone's maximum.
 */
export function calculateOrderTotal(input: OrderTotalInput): OrderTotal {
  const subtotal = input.lines.reduce((sum, line) => sum + line.total, 0);
  const itemDiscount = input.lines.reduce((sum, line) => sum + line.discountAmount, 0);
  const coupon = priceCoupon(input, subtotal);
  const delivery = priceDelivery(input, subtotal, coupon.freeDelivery);
  const tax = calculateTax({ subtotal, discount: coupon.discount, ...input.tax });
  const additionalCharge = calculateAdditionalCharge(input.additionalCharge);
  const tips = calculateDeliveryTips({ ...input.tips, orderType: input.orderType });
  const total =
    subtotal - coupon.discount + tax.addedToTotal + delivery.deliveryFee + additionalCharge + tips;

  const { payment } = input;
  const split = splitPayment({ ...payment, total });
  const cod =
    payment.method === 'cash_on_delivery'
      ? findCashOnDeliveryProblem(total, payment.maximumCodOrderAmount)
      : null;
  const problems = [coupon.problem, split.ok ? null : split.problem, cod].filter(
    (problem): problem is CheckoutProblem => problem !== null,
  );

  const breakdown: OrderBreakdown = {
    subtotal,
    itemDiscount,
    couponDiscount: coupon.discount,
    originalDeliveryFee: delivery.originalDeliveryFee,
    surgeFee: delivery.surgeFee,
    deliveryFee: delivery.deliveryFee,
    freeDeliveryReason: delivery.reason,
    tax: tax.amount,
    taxIncluded: tax.included,
    additionalCharge,
    tips,
    total,
    walletPart: split.ok ? split.walletPart : 0,
    otherPart: split.ok ? split.otherPart : total,
  };
  return { breakdown, problems };
}
