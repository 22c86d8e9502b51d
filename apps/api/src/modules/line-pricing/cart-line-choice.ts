import type { CartVariation } from '@marketplace/contract/cart';
import { variationFromWire } from '@marketplace/contract/cart-variation-codec';
import { variationKeyOf } from '@marketplace/domain/cart/cart-line-identity';
import {
  findVariationByType,
  isVariationOutOfStock,
  VARIATION_OUT_OF_STOCK_MESSAGE,
} from '@marketplace/domain/cart/choice-variation';
import {
  type FoodVariationChoice,
  type FoodVariationGroup,
  foodVariationProblemMessage,
  validateFoodVariations,
} from '@marketplace/domain/cart/food-variation-selection';
import {
  buildFoodVariation,
  type LineVariation,
  NO_VARIATION,
} from '@marketplace/domain/cart/line-variation';
import type { FoodVariation, ItemVariation } from '../../db/schema/catalog';
import { ValidationError } from '../../errors/app-error';
import type { AddOnIndex } from '../catalog/add-on-index.cache';

export const CHOOSE_VARIATION_MESSAGE = 'Choose one of the variations of this item';
export const NO_VARIATIONS_MESSAGE = 'This item has no variations to choose';
export const UNKNOWN_ADD_ON_MESSAGE = 'This add-on is not offered with this item';

type ItemChoices = {
  storeId: number;
  variations: ItemVariation[];
  foodVariations: FoodVariation[];
  addOnIds: number[];
};

/** A choice the server checked against the item: ready to store and to price. */
export type ResolvedChoice = {
  variation: LineVariation;
  variationKey: string;
  /** The choice-option variation, when the item has those. */
  choiceVariation: ItemVariation | null;
  addOnIds: number[];
  addOnQtys: number[];
};

export function toFoodGroups(foodVariations: readonly FoodVariation[]): FoodVariationGroup[] {
  return foodVariations.map((group) => ({ ...group, required: group.required === 'on' }));
}

function resolveFoodVariation(item: ItemChoices, wire: CartVariation): LineVariation {
  const sent = variationFromWire(wire);
  if (sent.kind === 'choice') throw ValidationError.field('variation', CHOOSE_VARIATION_MESSAGE);
  const chosen: FoodVariationChoice[] = (sent.kind === 'food' ? sent.groups : []).map((group) => ({
    name: group.name,
    labels: [...new Set(group.labels)],
  }));
  const problem = validateFoodVariations(toFoodGroups(item.foodVariations), chosen);
  if (problem) throw ValidationError.field('variation', foodVariationProblemMessage(problem));
  return buildFoodVariation(chosen);
}

function resolveChoiceVariation(item: ItemChoices, wire: CartVariation): ItemVariation {
  const sent = variationFromWire(wire);
  const type = sent.kind === 'choice' ? sent.type : null;
  const variation = type === null ? null : findVariationByType(item.variations, type);
  if (!variation) throw ValidationError.field('variation', CHOOSE_VARIATION_MESSAGE);
  if (isVariationOutOfStock(variation)) {
    throw ValidationError.field('variation', VARIATION_OUT_OF_STOCK_MESSAGE);
  }
  return variation;
}

function resolveAddOns(
  item: ItemChoices,
  addOnIndex: AddOnIndex,
  ids: readonly number[],
  quantities: readonly number[],
): { addOnIds: number[]; addOnQtys: number[] } {
  const chosen = new Map<number, number>();
  ids.forEach((id, index) => {
    const quantity = quantities[index] ?? 0;
    if (quantity <= 0) return;
    const addOn = addOnIndex.get(id);
    if (!item.addOnIds.includes(id) || addOn?.storeId !== item.storeId) {
      throw ValidationError.field('add_on_ids', UNKNOWN_ADD_ON_MESSAGE);
    }
    chosen.set(id, (chosen.get(id) ?? 0) + quantity);
  });
  return { addOnIds: [...chosen.keys()], addOnQtys: [...chosen.values()] };
}

/**
 * Checks a wire choice against the item with the domain rules (spec 01 §5 variation groups,
 * choice-option match, variation stock 0, add-ons of the item's own store); 422 on the first
 * problem, in the spec's words.
 */
export function resolveChoice(
  item: ItemChoices,
  addOnIndex: AddOnIndex,
  wire: { variation: CartVariation; addOnIds: readonly number[]; addOnQtys: readonly number[] },
): ResolvedChoice {
  let variation: LineVariation = NO_VARIATION;
  let choiceVariation: ItemVariation | null = null;
  if (item.foodVariations.length > 0) {
    variation = resolveFoodVariation(item, wire.variation);
  } else if (item.variations.length > 0) {
    choiceVariation = resolveChoiceVariation(item, wire.variation);
    variation = { kind: 'choice', type: choiceVariation.type };
  } else if (wire.variation.length > 0) {
    throw ValidationError.field('variation', NO_VARIATIONS_MESSAGE);
  }
  return {
    variation,
    variationKey: variationKeyOf(variation),
    choiceVariation,
    ...resolveAddOns(item, addOnIndex, wire.addOnIds, wire.addOnQtys),
  };
}
