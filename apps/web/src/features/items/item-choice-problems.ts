import { isVariationOutOfStock } from '@marketplace/domain/cart/choice-variation';
import {
  type FoodVariationProblem,
  validateFoodVariations,
} from '@marketplace/domain/cart/food-variation-selection';
import type { Translate } from '@/features/i18n/translate';
import {
  type ChoiceItem,
  getChosenVariation,
  type ItemChoiceState,
  toFoodChoices,
} from './item-choices';
import { toFoodGroups } from './item-total';

export type ItemChoiceProblem =
  | { kind: 'variation_out_of_stock' }
  | (FoodVariationProblem & { groupIndex: number });

/**
 * What blocks add, buy and update (spec 01 §4, §5): the chosen variation has no stock, or a
 * food-variation group is not chosen as its rules require (domain validation, the server's too).
 */
export function findItemChoiceProblem(
  item: ChoiceItem,
  state: ItemChoiceState,
  digits: number,
): ItemChoiceProblem | null {
  if (isVariationOutOfStock(getChosenVariation(item, state))) {
    return { kind: 'variation_out_of_stock' };
  }
  const problem = validateFoodVariations(
    toFoodGroups(item.food_variations, digits),
    toFoodChoices(item, state),
  );
  if (!problem) return null;
  return {
    ...problem,
    groupIndex: item.food_variations.findIndex((group) => group.name === problem.name),
  };
}

/** The spec's wording (domain messages), in the customer's language. */
export function describeItemChoiceProblem(problem: ItemChoiceProblem, t: Translate): string {
  switch (problem.kind) {
    case 'variation_out_of_stock':
      return t('cart.variationOutOfStock');
    case 'required':
      return t('cart.variationRequired', { name: problem.name });
    case 'range':
      return t('cart.variationRange', { name: problem.name, min: problem.min, max: problem.max });
    case 'unknown_option':
    case 'unknown_group':
      return t('cart.variationUnknown', { name: problem.name });
  }
}
