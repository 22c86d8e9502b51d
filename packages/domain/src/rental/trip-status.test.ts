import { describe, expect, it } from 'vitest';
import {
  canCustomerCancelTrip,
  canTripTransition,
  holdsVehicles,
  matchesTripFilter,
  nextTripStatus,
} from './trip-status';

describe('trip status machine: pending → confirmed → ongoing → completed, or canceled', () => {
  it('follows the happy path one step at a time', () => {
    expect(nextTripStatus('pending')).toBe('confirmed');
    expect(nextTripStatus('confirmed')).toBe('ongoing');
    expect(nextTripStatus('ongoing')).toBe('completed');
    expect(nextTripStatus('completed')).toBeNull();
    expect(canTripTransition('pending', 'ongoing')).toBe(false);
  });

  it('cancels only from pending, and final states stay', () => {
    expect(canTripTransition('pending', 'canceled')).toBe(true);
    expect(canTripTransition('confirmed', 'canceled')).toBe(false);
    expect(canTripTransition('canceled', 'confirmed')).toBe(false);
    expect(canCustomerCancelTrip('pending')).toBe(true);
    expect(canCustomerCancelTrip('confirmed')).toBe(false);
  });

  it('holds vehicles while running only', () => {
    expect(holdsVehicles('confirmed')).toBe(true);
    expect(holdsVehicles('canceled')).toBe(false);
    expect(holdsVehicles('completed')).toBe(false);
  });

  it('My Trips tabs: running and completed', () => {
    expect(matchesTripFilter('ongoing', 'running')).toBe(true);
    expect(matchesTripFilter('completed', 'running')).toBe(false);
    expect(matchesTripFilter('completed', 'completed')).toBe(true);
    expect(matchesTripFilter('canceled', 'all')).toBe(true);
  });
});
