import type { MinorUnits } from '../money/minor-units';
import { calculatePercentOf, type HundredthsOfPercent } from './percent';

/** A cashback offer as its rules read it (cashback/list, getCashback). */
export type CashbackOffer = {
  id: number;
  type: 'amount' | 'percent';
  /** Minor units (amount) or hundredths of a percent of the order total (percent). */
  amount: MinorUnits | HundredthsOfPercent;
  minPurchase: MinorUnits;
  /** The most a percent offer pays; 0 means no cap. */
  maxDiscount: MinorUnits;
  /** Local dates 'YYYY-MM-DD', both included. */
  startDate: string;
  endDate: string;
  /** How many times one customer may earn it; null means no limit. */
  sameUserLimit: number | null;
  active: boolean;
};

/**
 * What an order total earns from one offer: nothing below the minimum purchase; an amount offer
 * pays its amount; a percent offer its share of the total, rounded half up, capped by
 * max_discount when that is above 0.
 */
export function calculateCashback(offer: CashbackOffer, orderTotal: MinorUnits): MinorUnits {
  if (orderTotal < offer.minPurchase || orderTotal <= 0) return 0;
  if (offer.type === 'amount') return Math.max(0, offer.amount);
  const share = calculatePercentOf(orderTotal, Math.max(0, offer.amount));
  return offer.maxDiscount > 0 ? Math.min(share, offer.maxDiscount) : share;
}

/** Switched on, today between its dates, and not used up by this customer. */
export function isCashbackOfferOpen(
  offer: CashbackOffer,
  today: string,
  customerUses: number,
): boolean {
  if (!offer.active || today < offer.startDate || today > offer.endDate) return false;
  return offer.sameUserLimit === null || customerUses < offer.sameUserLimit;
}

export type CashbackVerdict<T extends CashbackOffer = CashbackOffer> = {
  offer: T;
  amount: MinorUnits;
} | null;

/**
 * The cashback an order earns: of the open offers, the one paying the most for this total (offers
 * do not add up); null when none pays anything.
 */
export function findBestCashback<T extends CashbackOffer>(
  offers: readonly T[],
  orderTotal: MinorUnits,
  today: string,
  usesOf: (offerId: number) => number = () => 0,
): CashbackVerdict<T> {
  let best: CashbackVerdict<T> = null;
  for (const offer of offers) {
    if (!isCashbackOfferOpen(offer, today, usesOf(offer.id))) continue;
    const amount = calculateCashback(offer, orderTotal);
    if (amount > 0 && (best === null || amount > best.amount)) best = { offer, amount };
  }
  return best;
}
