import type { MinorUnits } from '../money/minor-units';
import { isWithinDailyWindow, parseClockTime } from '../time/clock-time';
import type { ZonedDateTime } from '../time/zoned-clock';
import { calculatePercentOf, type HundredthsOfPercent } from './percent';

/**
 * A zone's surge price (spec 02 path catalogue get-surge-price): an extra on the delivery fee
 * while demand is high, for some of the zone's modules, in a time window that repeats every day,
 * on some weekdays, or on the days of a date range.
 */
export type SurgeRule = {
  id: number;
  /** The modules it applies to; empty means every module of the zone. */
  moduleIds: readonly number[];
  /** amount: minor units added; percent: a share of the delivery fee. */
  priceType: 'amount' | 'percent';
  /** Minor units for amount, hundredths of a percent for percent. */
  price: number;
  durationType: 'daily' | 'weekly' | 'custom';
  /** weekly: the weekdays it runs (0 = Sunday). */
  weekdays: readonly number[];
  /** custom: the first and last local date it runs ('YYYY-MM-DD', both included). */
  startDate: string | null;
  endDate: string | null;
  /** Local clock times 'HH:mm'; an end before the start crosses midnight. */
  startTime: string;
  endTime: string;
  customerNote: string | null;
  active: boolean;
};

/** The surge on a delivery fee: an amount, or a share of the fee. */
export type SurgeCharge =
  | { type: 'amount'; amount: MinorUnits }
  | { type: 'percent'; rate: HundredthsOfPercent };

const pad = (n: number) => String(n).padStart(2, '0');
const toIsoDate = (at: ZonedDateTime) => `${at.year}-${pad(at.month)}-${pad(at.day)}`;

/**
 * Whether the rule runs at this local moment for this module: switched on, for the module (or
 * all), on the right day (daily every day; weekly on its weekdays; custom between its dates), and
 * inside its clock window. A window that crosses midnight belongs to the day it starts on only
 * by its clock times: a weekly Friday 22:00–02:00 surge also runs in the first hours of Friday.
 */
export function isSurgeActive(rule: SurgeRule, moduleId: number, at: ZonedDateTime): boolean {
  if (!rule.active) return false;
  if (rule.moduleIds.length > 0 && !rule.moduleIds.includes(moduleId)) return false;
  if (rule.durationType === 'weekly' && !rule.weekdays.includes(at.weekday)) return false;
  if (rule.durationType === 'custom') {
    const today = toIsoDate(at);
    if (rule.startDate === null || rule.endDate === null) return false;
    if (today < rule.startDate || today > rule.endDate) return false;
  }
  return isWithinDailyWindow(
    at.minutes,
    parseClockTime(rule.startTime),
    parseClockTime(rule.endTime),
  );
}

/** What the rule adds to a delivery fee. */
export function calculateSurgeFee(baseFee: MinorUnits, charge: SurgeCharge): MinorUnits {
  if (charge.type === 'amount') return Math.max(0, charge.amount);
  return calculatePercentOf(baseFee, Math.max(0, charge.rate));
}

export function toSurgeCharge(rule: Pick<SurgeRule, 'priceType' | 'price'>): SurgeCharge {
  return rule.priceType === 'amount'
    ? { type: 'amount', amount: rule.price }
    : { type: 'percent', rate: rule.price };
}

/**
 * The surge that applies to an order: of the rules running now for its module, the one that adds
 * the most to this delivery fee (overlapping rules do not add up); null when none runs.
 */
export function findApplicableSurge(
  rules: readonly SurgeRule[],
  moduleId: number,
  at: ZonedDateTime,
  baseFee: MinorUnits,
): SurgeRule | null {
  let best: SurgeRule | null = null;
  let bestFee = -1;
  for (const rule of rules) {
    if (!isSurgeActive(rule, moduleId, at)) continue;
    const fee = calculateSurgeFee(baseFee, toSurgeCharge(rule));
    if (fee > bestFee) {
      best = rule;
      bestFee = fee;
    }
  }
  return best;
}
