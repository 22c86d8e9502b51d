import { getZonedDateTime } from '../time/zoned-clock';

/**
 * Spec 02 §4: the pickup label is Pickup Now if the pickup time is not in the future, otherwise
 * Schedule at.
 */
export function getPickupLabel(pickupTime: Date, now: Date): 'pickup_now' | 'schedule_at' {
  return isTripUpcoming(pickupTime, now) ? 'schedule_at' : 'pickup_now';
}

/** Spec 02 §4: a trip is upcoming when its pickup_time is later than now. */
export function isTripUpcoming(pickupTime: Date, now: Date): boolean {
  return pickupTime.getTime() > now.getTime();
}

/**
 * Spec 02 §9: the rental pickup time is shifted by 6 hours (21600000 ms) when formatted. The
 * shift is the provider's clock, Asia/Dhaka (UTC+6) in the demo city: a pickup time is shown as
 * the provider's clocks read it, whatever zone the reader's browser is in. This is the shift for
 * the provider's zone at that instant (daylight saving included), in milliseconds.
 */
export function getPickupTimeShiftMs(pickupTime: Date, providerTimeZone: string): number {
  const clock = getZonedDateTime(pickupTime, providerTimeZone);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, 0, clock.minutes);
  return wall - Math.floor(pickupTime.getTime() / 60_000) * 60_000;
}

/** The pickup instant moved by the provider's shift: format it as UTC to read the provider's clock. */
export function toProviderClock(pickupTime: Date, providerTimeZone: string): Date {
  return new Date(pickupTime.getTime() + getPickupTimeShiftMs(pickupTime, providerTimeZone));
}
