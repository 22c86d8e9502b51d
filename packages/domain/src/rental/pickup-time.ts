/**
 * Spec 02 §4: the pickup label is Pickup Now if the pickup time is not in the future, otherwise
 * Schedule at.
 */
export function getPickupLabel(pickupTime: Date, now: Date): 'pickup_now' | 'schedule_at' {
  return pickupTime.getTime() > now.getTime() ? 'schedule_at' : 'pickup_now';
}

/** Spec 02 §4: a trip is upcoming when its pickup_time is later than now. */
export function isTripUpcoming(pickupTime: Date, now: Date): boolean {
  return pickupTime.getTime() > now.getTime();
}
