import { type LineVariation, NO_VARIATION } from '@marketplace/domain/cart/line-variation';
import type { CartVariation } from './cart';

/**
 * The one wire↔domain codec of a line's variation: the wire's `[{name, values:{label}}]`
 * (food groups), `[{type}]` (a choice-option variation) or `[]`, and the domain's LineVariation.
 */
export function variationToWire(variation: LineVariation): CartVariation {
  if (variation.kind === 'food') {
    return variation.groups.map((group) => ({ name: group.name, values: { label: group.labels } }));
  }
  return variation.kind === 'choice' ? [{ type: variation.type }] : [];
}

/** Read as sent: every food group kept (the rules judge empty or unknown ones), no labels merged. */
export function variationFromWire(wire: CartVariation): LineVariation {
  const [first] = wire;
  if (!first) return NO_VARIATION;
  if ('type' in first) return { kind: 'choice', type: first.type };
  return {
    kind: 'food',
    groups: wire.flatMap((group) =>
      'values' in group ? [{ name: group.name, labels: [...group.values.label] }] : [],
    ),
  };
}
