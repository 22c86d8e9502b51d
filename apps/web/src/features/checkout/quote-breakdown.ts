import type { CheckoutProblem } from '@marketplace/contract/checkout-problems';
import type { OrderQuote } from '@marketplace/contract/orders';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';

export type BreakdownRow =
  | { id: 'items'; amount: number }
  | { id: 'item_discount'; amount: number }
  | { id: 'coupon_discount'; amount: number }
  | { id: 'tax'; amount: number; included: boolean }
  | {
      id: 'delivery';
      amount: number;
      isFree: boolean;
      /** The fee a free delivery waived, when known. */
      original: number | null;
      message: string | null;
      /** The surge price's part of the fee and the zone's note on it (get-surge-price). */
      surge: { amount: number; note: string | null } | null;
    }
  | { id: 'additional_charge'; amount: number; name: string }
  | { id: 'tips'; amount: number };

export type Breakdown = {
  rows: BreakdownRow[];
  total: number;
  /** The wallet part of a wallet or partial payment; 0 otherwise. */
  wallet: number;
  /** What is left to pay by cash or the gateway. */
  due: number;
};

/** The server's amounts a breakdown shows: a quote's, or a placed order's mapped onto them. */
export type BreakdownInput = Pick<
  OrderQuote,
  | 'order_type'
  | 'subtotal'
  | 'item_discount'
  | 'coupon_discount'
  | 'tax'
  | 'tax_included'
  | 'delivery_charge'
  | 'original_delivery_charge'
  | 'free_delivery_message'
  | 'surge_charge'
  | 'surge_note'
  | 'additional_charge'
  | 'additional_charge_name'
  | 'dm_tips'
  | 'total_amount'
  | 'wallet_amount'
  | 'other_amount'
>;

/**
 * The price breakdown to show, straight from the server's quote: nothing here is charged, and the
 * only sum is the items' price before their discounts (the quote's subtotal is after them). A
 * parcel shows its delivery fee and tax, no items.
 */
export function getBreakdown(quote: BreakdownInput, digits: number): Breakdown {
  const rows: BreakdownRow[] = [];
  const money = createMoneyCodec(digits);
  const beforeDiscount = money.toWire(
    money.fromWire(quote.subtotal) + money.fromWire(quote.item_discount),
  );
  // A parcel has no items: its delivery fee is the whole price.
  const isParcel = quote.order_type === 'parcel';
  if (!isParcel) rows.push({ id: 'items', amount: beforeDiscount });
  if (quote.item_discount > 0) rows.push({ id: 'item_discount', amount: quote.item_discount });
  if (quote.coupon_discount > 0) {
    rows.push({ id: 'coupon_discount', amount: quote.coupon_discount });
  }
  if (quote.tax > 0) rows.push({ id: 'tax', amount: quote.tax, included: quote.tax_included });
  if (quote.order_type === 'delivery' || isParcel) {
    const isFree =
      quote.delivery_charge === 0 &&
      (quote.original_delivery_charge > 0 || quote.free_delivery_message !== null);
    rows.push({
      id: 'delivery',
      amount: quote.delivery_charge,
      isFree,
      original:
        isFree && quote.original_delivery_charge > 0 ? quote.original_delivery_charge : null,
      message: isFree ? quote.free_delivery_message : null,
      surge:
        !isFree && (quote.surge_charge ?? 0) > 0
          ? { amount: quote.surge_charge ?? 0, note: quote.surge_note ?? null }
          : null,
    });
  }
  if (quote.additional_charge > 0) {
    rows.push({
      id: 'additional_charge',
      amount: quote.additional_charge,
      name: quote.additional_charge_name,
    });
  }
  if (quote.dm_tips > 0) rows.push({ id: 'tips', amount: quote.dm_tips });
  return {
    rows,
    total: quote.total_amount,
    wallet: quote.wallet_amount,
    due: quote.other_amount,
  };
}

/** Where on the page a problem is shown: beside the choice it names. */
export type ProblemSection =
  | 'address'
  | 'orderType'
  | 'schedule'
  | 'payment'
  | 'coupon'
  | 'prescription'
  | 'order';

const SECTION_OF_FIELD: Record<string, ProblemSection> = {
  address: 'address',
  latitude: 'address',
  longitude: 'address',
  contact_person_name: 'address',
  contact_person_number: 'address',
  contact_person_email: 'address',
  order_type: 'orderType',
  schedule_at: 'schedule',
  payment_method: 'payment',
  partial_payment: 'payment',
  coupon_code: 'coupon',
  order_attachment: 'prescription',
};

export function getProblemSection(problem: Pick<CheckoutProblem, 'field'>): ProblemSection {
  return SECTION_OF_FIELD[problem.field] ?? 'order';
}

/** One section's problems, described, without repeats. */
export function getSectionMessages(
  problems: readonly CheckoutProblem[],
  section: ProblemSection,
  describe: (problem: CheckoutProblem) => string,
): string[] {
  return [...new Set(problems.filter((p) => getProblemSection(p) === section).map(describe))];
}

/** Which sections above the summary are on screen to show their problems in red. */
export type ShownProblemSections = {
  /** The address line shows only while the delivery section has no message of its own. */
  address: boolean;
  /** The schedule section exists only when the business offers scheduling. */
  schedule: boolean;
};

/**
 * Issue 17 §5: whether a problem is shown in red beside a choice above the summary, so that the
 * summary's "see the messages in red" points at something that is there.
 */
export function hasRedProblemAbove(
  problems: readonly Pick<CheckoutProblem, 'field'>[],
  shown: ShownProblemSections,
): boolean {
  return problems.some((problem) => {
    const section = getProblemSection(problem);
    if (section === 'order' || section === 'coupon') return false;
    if (section === 'address') return shown.address;
    if (section === 'schedule') return shown.schedule;
    return true;
  });
}
