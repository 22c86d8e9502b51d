import { describe, expect, it } from 'vitest';
import {
  findScheduleProblem,
  getFulfilmentTime,
  SCHEDULE_GRACE_MS,
  SCHEDULE_HORIZON_MS,
} from './schedule-time';

const now = new Date('2026-11-22T12:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const check = (scheduleAt: Date, flags = { marketplace: true, store: true }) =>
  findScheduleProblem({
    scheduleAt,
    now,
    marketplaceSchedules: flags.marketplace,
    storeSchedules: flags.store,
  });

describe('scheduled orders (spec 01 §4 schedule_order)', () => {
  it('needs scheduling on for the marketplace and for the store', () => {
    expect(check(at(60_000), { marketplace: false, store: true })).toBe('schedule_unavailable');
    expect(check(at(60_000), { marketplace: true, store: false })).toBe('schedule_unavailable');
    expect(check(at(60_000))).toBeNull();
  });

  it('refuses a time already past, beyond a five-minute grace', () => {
    expect(check(at(-SCHEDULE_GRACE_MS))).toBeNull();
    expect(check(at(-SCHEDULE_GRACE_MS - 1))).toBe('schedule_in_past');
  });

  it('refuses a time more than 30 days ahead', () => {
    expect(check(at(SCHEDULE_HORIZON_MS))).toBeNull();
    expect(check(at(SCHEDULE_HORIZON_MS + 1))).toBe('schedule_too_far');
  });

  it('checks opening hours at the scheduled time, or now when none (or a past one) is asked', () => {
    expect(getFulfilmentTime(at(3_600_000), now)).toEqual(at(3_600_000));
    expect(getFulfilmentTime(null, now)).toEqual(now);
    expect(getFulfilmentTime(at(-60_000), now)).toEqual(now);
  });
});
