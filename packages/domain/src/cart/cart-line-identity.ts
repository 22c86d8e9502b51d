import { normaliseVariationType } from './choice-variation';
import type { LineVariation } from './line-variation';

export type CartLineChoice = {
  itemId: number;
  model: 'Item' | 'ItemCampaign';
  /** From variationKeyOf. */
  variationKey: string;
  quantity: number;
  addOns: ReadonlyArray<{ id: number; quantity: number }>;
};

/** Code-unit order, so the key is the same in every locale and runtime. */
function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function foodVariationKey(
  groups: ReadonlyArray<{ name: string; labels: readonly string[] }>,
): string {
  const byName = new Map<string, Set<string>>();
  for (const group of groups) {
    const labels = byName.get(group.name) ?? new Set<string>();
    for (const label of group.labels) labels.add(label);
    byName.set(group.name, labels);
  }
  const entries = [...byName]
    .filter(([, labels]) => labels.size > 0)
    .map(([name, labels]) => [name, [...labels].sort(compareText)] as const)
    .sort(([a], [b]) => compareText(a, b));
  // JSON keeps names and labels apart whatever characters they hold.
  return entries.length === 0 ? '' : `food:${JSON.stringify(entries)}`;
}

/**
 * A canonical key for the chosen variation, so the same choice made in any order gives the same
 * key: food groups and labels sorted and de-duplicated, empty groups dropped; a choice type
 * normalised like the variation match; '' for no variation.
 */
export function variationKeyOf(variation: LineVariation): string {
  if (variation.kind === 'none') return '';
  if (variation.kind === 'choice') {
    const type = normaliseVariationType(variation.type);
    return type === '' ? '' : `choice:${type}`;
  }
  return foodVariationKey(variation.groups);
}

/**
 * Spec 01 §4: 'the same item (and variation) is in the cart' — the button becomes Update to
 * cart and that line is loaded into the view.
 */
export function isSameCartLine(
  a: Pick<CartLineChoice, 'itemId' | 'model' | 'variationKey'>,
  b: Pick<CartLineChoice, 'itemId' | 'model' | 'variationKey'>,
): boolean {
  return a.itemId === b.itemId && a.model === b.model && a.variationKey === b.variationKey;
}

function getAddOnQuantities(addOns: CartLineChoice['addOns']): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const addOn of addOns) {
    if (addOn.quantity <= 0) continue;
    quantities.set(addOn.id, (quantities.get(addOn.id) ?? 0) + addOn.quantity);
  }
  return quantities;
}

/**
 * Spec 01 §4: updating with an identical item and quantity warns 'nothing changed'. Add-ons are
 * compared by id and quantity in any order; zero-quantity add-ons are not chosen.
 */
export function isNothingChanged(existing: CartLineChoice, update: CartLineChoice): boolean {
  if (!isSameCartLine(existing, update) || existing.quantity !== update.quantity) return false;
  const before = getAddOnQuantities(existing.addOns);
  const after = getAddOnQuantities(update.addOns);
  if (before.size !== after.size) return false;
  for (const [id, quantity] of before) {
    if (after.get(id) !== quantity) return false;
  }
  return true;
}
