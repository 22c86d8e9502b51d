import { describe, expect, it } from 'vitest';
import { isPointInPolygon } from './point-in-polygon';

const square = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 10 },
  { lat: 10, lng: 10 },
  { lat: 10, lng: 0 },
];
const lShape = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 10 },
  { lat: 4, lng: 10 },
  { lat: 4, lng: 4 },
  { lat: 10, lng: 4 },
  { lat: 10, lng: 0 },
];

describe('a point belongs to a zone when it lies inside the zone polygon', () => {
  it('finds points inside', () => {
    expect(isPointInPolygon({ lat: 5, lng: 5 }, square)).toBe(true);
  });

  it('rejects points outside', () => {
    expect(isPointInPolygon({ lat: 11, lng: 5 }, square)).toBe(false);
    expect(isPointInPolygon({ lat: -1, lng: -1 }, square)).toBe(false);
  });

  it('handles concave polygons', () => {
    expect(isPointInPolygon({ lat: 2, lng: 8 }, lShape)).toBe(true);
    expect(isPointInPolygon({ lat: 8, lng: 8 }, lShape)).toBe(false);
  });

  it('treats a degenerate ring as containing nothing', () => {
    expect(isPointInPolygon({ lat: 0, lng: 0 }, [])).toBe(false);
  });
});
