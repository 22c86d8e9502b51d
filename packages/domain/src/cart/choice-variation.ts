/**
 * Spec 01 §4, older choice-option items: a variation's type is the option values joined with
 * '-'. Matching ignores dashes, whitespace and case.
 */
export function normaliseVariationType(text: string): string {
  return text.replace(/[\s-]+/g, '').toLowerCase();
}

/** Spec 01 §4: choosing a new variation resets the quantity to 1. */
export const QUANTITY_AFTER_VARIATION_CHANGE = 1;

/** Spec 01 §8 wording when the chosen variation has no stock. */
export const VARIATION_OUT_OF_STOCK_MESSAGE =
  'This variation is out of stock. Choose another variation to proceed further.';

/** The variation whose type equals `type`, ignoring dashes, whitespace and case. */
export function findVariationByType<V extends { type: string }>(
  variations: readonly V[],
  type: string,
): V | null {
  const wanted = normaliseVariationType(type);
  return variations.find((v) => normaliseVariationType(v.type) === wanted) ?? null;
}

/**
 * Spec 01 §4: the variation matching the chosen options joined, once every option has a value
 * (null before that, or when no variation matches). Choosing a new variation resets the
 * quantity to QUANTITY_AFTER_VARIATION_CHANGE and the price becomes that variation's price.
 */
export function findChoiceVariation<V extends { type: string }>(
  variations: readonly V[],
  chosen: readonly (string | undefined)[],
): V | null {
  const values: string[] = [];
  for (const value of chosen) {
    if (value === undefined || value.trim() === '') return null;
    values.push(value);
  }
  if (values.length === 0) return null;
  return findVariationByType(variations, values.join('-'));
}

/** Spec 01 §4: a variation with stock 0 blocks add, buy and update. */
export function isVariationOutOfStock(variation: { stock: number } | null): boolean {
  return variation !== null && variation.stock <= 0;
}
