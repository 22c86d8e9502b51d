import { describe, expect, it } from 'vitest';
import { getPickupLabel, isTripUpcoming } from './pickup-time';
import {
  findTripTypeConflicts,
  hasHourDifference,
  hasProviderConflict,
  isPickupInProviderZone,
  resolveTripType,
  shouldClearCartForZone,
} from './rental-cart-rules';

const flags = (h: number, d: number, w: number) => ({
  tripHourly: h,
  tripDistance: d,
  tripDayWise: w,
});

describe('one provider per rental cart', () => {
  it('a vehicle of another provider conflicts with the cart', () => {
    expect(hasProviderConflict([3, 3], 4)).toBe(true);
    expect(hasProviderConflict([3], 3)).toBe(false);
    expect(hasProviderConflict([], 4)).toBe(false);
  });
});

describe('trip type change lists the vehicles that do not offer the new type', () => {
  it('finds the conflicting lines', () => {
    const lines = [
      { id: 1, vehicle: flags(1, 0, 1) },
      { id: 2, vehicle: flags(1, 1, 0) },
    ];
    expect(findTripTypeConflicts(lines, 'distance_wise').map((l) => l.id)).toEqual([1]);
  });

  it('takes the trip type from the cart when the vehicle is in it, else from the search', () => {
    expect(resolveTripType(true, 'day_wise', 'hourly')).toBe('day_wise');
    expect(resolveTripType(false, 'day_wise', 'hourly')).toBe('hourly');
  });
});

describe('hour difference for hourly and day-wise carts', () => {
  it('asks when the searched duration differs from the cart', () => {
    expect(hasHourDifference({ type: 'hourly', estimatedHours: 3 }, 5)).toBe(true);
    expect(hasHourDifference({ type: 'hourly', estimatedHours: 3 }, 3)).toBe(false);
    expect(hasHourDifference({ type: 'distance_wise', estimatedHours: 3 }, 5)).toBe(false);
    expect(hasHourDifference(null, 5)).toBe(false);
  });
});

describe('pickup label and upcoming trips', () => {
  const now = new Date('2026-01-01T10:00:00Z');
  it('is Pickup Now unless the pickup time is in the future', () => {
    expect(getPickupLabel(now, now)).toBe('pickup_now');
    expect(getPickupLabel(new Date('2026-01-01T11:00:00Z'), now)).toBe('schedule_at');
    expect(isTripUpcoming(new Date('2026-01-01T09:00:00Z'), now)).toBe(false);
  });
});

describe('cart cleared when the pickup zone is not allowed', () => {
  it('clears for a pickup zone outside the allowed zones', () => {
    expect(shouldClearCartForZone(2, [1, 3])).toBe(true);
    expect(shouldClearCartForZone(1, [1, 3])).toBe(false);
    expect(shouldClearCartForZone(null, [1])).toBe(false);
  });
});

describe("pickup location inside the provider's zone", () => {
  it("accepts a pickup point that lies in the provider's pickup zone, among others", () => {
    expect(isPickupInProviderZone([4, 7], 7)).toBe(true);
  });
  it('refuses a pickup point outside it, even inside another zone', () => {
    expect(isPickupInProviderZone([4], 7)).toBe(false);
    expect(isPickupInProviderZone([], 7)).toBe(false);
  });
});
