import { applyDiscount } from '@marketplace/domain/catalog/discount';
import { toMinorUnits } from '@marketplace/domain/money/minor-units';
import { toDomainDiscount, type WireDiscount } from '@/features/catalog/price-view';

/**
 * The choice-option variation whose type matches the chosen values (spec 01 §4: the chosen options
 * joined, ignoring dashes and spaces). Null until every option has a value or when none matches.
 */
export function findChoiceVariation<Variation extends { type: string }>(
  variations: readonly Variation[],
  chosen: readonly (string | undefined)[],
): Variation | null {
  if (chosen.length === 0 || chosen.some((value) => !value)) return null;
  const normalise = (text: string) => text.replace(/[-\s]/g, '').toLowerCase();
  const wanted = normalise(chosen.join(''));
  return variations.find((variation) => normalise(variation.type) === wanted) ?? null;
}

export type TotalInput = WireDiscount & {
  /** The item's price, or the chosen choice-option variation's price (major units). */
  unitPrice: number;
  /** Prices of the chosen food-variation options (major units), added to the unit price. */
  optionPrices: readonly number[];
  quantity: number;
  addOns: ReadonlyArray<{ price: number; quantity: number }>;
  digits: number;
};

/**
 * 'Total Price' of the item view in minor units: (unit price + option prices) × quantity with the
 * item's discount (domain rule, spec 01 §9), plus the ticked add-ons × their quantities.
 * `original` is the same without the discount, for the struck-through display.
 */
export function calculateItemTotal(input: TotalInput): { total: number; original: number } {
  const { digits } = input;
  const unit =
    toMinorUnits(input.unitPrice, digits) +
    input.optionPrices.reduce((sum, price) => sum + toMinorUnits(price, digits), 0);
  const quantity = Math.max(1, Math.floor(input.quantity));
  const addOns = input.addOns.reduce(
    (sum, addOn) => sum + toMinorUnits(addOn.price, digits) * Math.max(0, addOn.quantity),
    0,
  );
  const discounted = applyDiscount(unit, quantity, toDomainDiscount(input, digits));
  return { total: discounted + addOns, original: unit * quantity + addOns };
}
