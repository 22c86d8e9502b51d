import { describe, expect, it } from 'vitest';
import { estimateRoadDistance, haversineMeters, ROAD_FACTOR } from './distance';

describe('straight-line distance', () => {
  it('is zero between a point and itself', () => {
    expect(haversineMeters({ lat: 23.8, lng: 90.4 }, { lat: 23.8, lng: 90.4 })).toBe(0);
  });

  it('measures one degree of latitude as about 111 km', () => {
    const d = haversineMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 });
    expect(d).toBeGreaterThan(111_000);
    expect(d).toBeLessThan(111_400);
  });
});

describe('the local maps provider scales the straight line by a road factor', () => {
  it('returns whole metres and a duration at urban speed', () => {
    const from = { lat: 0, lng: 0 };
    const to = { lat: 0.01, lng: 0 };
    const { distanceMeters, durationSeconds } = estimateRoadDistance(from, to);
    expect(distanceMeters).toBe(Math.round(haversineMeters(from, to) * ROAD_FACTOR));
    expect(Number.isInteger(durationSeconds)).toBe(true);
    expect(durationSeconds).toBeGreaterThan(0);
  });
});
