import type { LineVariation } from '@marketplace/domain/cart/line-variation';
import { describe, expect, it } from 'vitest';
import { variationFromWire, variationToWire } from './cart-variation-codec';

describe("a line's variation crosses the wire in one codec", () => {
  it('reads food groups, a choice type and no variation', () => {
    expect(variationFromWire([{ name: 'Sides', values: { label: ['Raita', 'Salad'] } }])).toEqual({
      kind: 'food',
      groups: [{ name: 'Sides', labels: ['Raita', 'Salad'] }],
    });
    expect(variationFromWire([{ type: 'Large-Red' }])).toEqual({
      kind: 'choice',
      type: 'Large-Red',
    });
    expect(variationFromWire([])).toEqual({ kind: 'none' });
  });

  it('writes each kind back as the wire shows it', () => {
    expect(
      variationToWire({ kind: 'food', groups: [{ name: 'Sides', labels: ['Raita'] }] }),
    ).toEqual([{ name: 'Sides', values: { label: ['Raita'] } }]);
    expect(variationToWire({ kind: 'choice', type: 'Large-Red' })).toEqual([{ type: 'Large-Red' }]);
    expect(variationToWire({ kind: 'none' })).toEqual([]);
  });

  it('gives back the same variation after a round trip', () => {
    const variations: LineVariation[] = [
      { kind: 'food', groups: [{ name: 'Sides', labels: ['Raita', 'Salad'] }] },
      { kind: 'choice', type: 'Navy Blue-Large' },
      { kind: 'none' },
    ];
    for (const variation of variations) {
      expect(variationFromWire(variationToWire(variation))).toEqual(variation);
    }
  });
});
