import { describe, expect, it } from 'vitest';
import { classifyZonePoint } from './zone-point-check';

describe('classifyZonePoint: the store location must lie inside the chosen zone (issue 16)', () => {
  it('is inside when the chosen zone covers the point', () => {
    expect(classifyZonePoint(2, [1, 2])).toEqual({ kind: 'inside' });
  });

  it('names the other zones when only they cover the point', () => {
    expect(classifyZonePoint(3, [1, 2])).toEqual({ kind: 'other-zone', zoneIds: [1, 2] });
  });

  it('is outside every zone when none covers it', () => {
    expect(classifyZonePoint(3, [])).toEqual({ kind: 'no-zone' });
  });
});
