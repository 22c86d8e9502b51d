import type { CartLine, CartModel, CartVariation } from '@marketplace/contract/cart';
import { variationFromWire, variationToWire } from '@marketplace/contract/cart-variation-codec';
import type { Item } from '@marketplace/contract/items';
import { type CartLineChoice, variationKeyOf } from '@marketplace/domain/cart/cart-line-identity';
import {
  findChoiceVariation,
  normaliseVariationType,
} from '@marketplace/domain/cart/choice-variation';
import type { FoodVariationChoice } from '@marketplace/domain/cart/food-variation-selection';
import {
  buildFoodVariation,
  type LineVariation,
  NO_VARIATION,
} from '@marketplace/domain/cart/line-variation';

/** The item fields the choices, the total and the cart payload read. */
export type ChoiceItem = Pick<
  Item,
  | 'id'
  | 'price'
  | 'discount'
  | 'discount_type'
  | 'stock'
  | 'module_type'
  | 'choice_options'
  | 'variations'
  | 'food_variations'
  | 'add_ons'
  | 'maximum_cart_quantity'
  | 'available_date_starts'
>;

/** What the customer has chosen in the item view. */
export type ItemChoiceState = {
  quantity: number;
  /** One value per choice option (older items), in the options' order. */
  choiceValues: (string | undefined)[];
  /** The chosen labels per food-variation group, in the groups' order. */
  foodChoices: string[][];
  /** Add-on id to quantity; 0 or missing is unticked. */
  addOns: Record<number, number>;
};

/** Spec 01 §4: quantity 1, the first value of each choice option, no food option, no add-on. */
export function getInitialChoices(item: ChoiceItem): ItemChoiceState {
  return {
    quantity: 1,
    choiceValues: item.choice_options.map((option) => option.options[0]),
    foodChoices: item.food_variations.map(() => []),
    addOns: {},
  };
}

/** Spec 01 §9 cart model: a campaign item (it has campaign dates) or a normal one. */
export function getCartModel(item: Pick<Item, 'available_date_starts'>): CartModel {
  return item.available_date_starts ? 'ItemCampaign' : 'Item';
}

export function getChosenVariation(item: ChoiceItem, state: ItemChoiceState) {
  return findChoiceVariation(item.variations, state.choiceValues);
}

export function toFoodChoices(item: ChoiceItem, state: ItemChoiceState): FoodVariationChoice[] {
  return item.food_variations.map((group, index) => ({
    name: group.name,
    labels: state.foodChoices[index] ?? [],
  }));
}

/** The ticked add-ons with their quantities, in the item's order. */
export function getChosenAddOns(item: ChoiceItem, state: ItemChoiceState) {
  return item.add_ons.flatMap((addOn) => {
    const quantity = state.addOns[addOn.id] ?? 0;
    return quantity > 0 ? [{ id: addOn.id, name: addOn.name, price: addOn.price, quantity }] : [];
  });
}

/** The chosen variation: food groups with labels, or the choice variation's type. */
export function buildLineVariation(item: ChoiceItem, state: ItemChoiceState): LineVariation {
  if (item.food_variations.length > 0) return buildFoodVariation(toFoodChoices(item, state));
  const variation = getChosenVariation(item, state);
  return variation ? { kind: 'choice', type: variation.type } : NO_VARIATION;
}

/** The chosen variation as the cart payload carries it. */
export function buildCartVariation(item: ChoiceItem, state: ItemChoiceState): CartVariation {
  return variationToWire(buildLineVariation(item, state));
}

export function getChoiceVariationKey(item: ChoiceItem, state: ItemChoiceState): string {
  return variationKeyOf(buildLineVariation(item, state));
}

/** The choice as the domain compares cart lines ('nothing changed', same line). */
export function toCartLineChoice(item: ChoiceItem, state: ItemChoiceState): CartLineChoice {
  return {
    itemId: item.id,
    model: getCartModel(item),
    variationKey: getChoiceVariationKey(item, state),
    quantity: state.quantity,
    addOns: getChosenAddOns(item, state).map(({ id, quantity }) => ({ id, quantity })),
  };
}

/** The option values whose joined type is `type` (values may hold dashes or spaces). */
function findChoiceValues(
  options: Item['choice_options'],
  type: string,
): (string | undefined)[] | null {
  const wanted = normaliseVariationType(type);
  const search = (index: number, prefix: string, chosen: string[]): string[] | null => {
    if (index === options.length) return prefix === wanted ? chosen : null;
    for (const value of options[index]?.options ?? []) {
      const next = prefix + normaliseVariationType(value);
      if (!wanted.startsWith(next)) continue;
      const found = search(index + 1, next, [...chosen, value]);
      if (found) return found;
    }
    return null;
  };
  return search(0, '', []);
}

/**
 * Spec 01 §4: the cart line of this item is loaded into the view — its choices, add-ons and
 * quantity. Labels or add-ons the item no longer has are left out.
 */
export function choicesFromLine(item: ChoiceItem, line: CartLine): ItemChoiceState {
  const initial = getInitialChoices(item);
  const variation = variationFromWire(line.variation);
  const choiceValues =
    variation.kind === 'choice'
      ? (findChoiceValues(item.choice_options, variation.type) ?? initial.choiceValues)
      : initial.choiceValues;
  const groups = variation.kind === 'food' ? variation.groups : [];
  const foodChoices = item.food_variations.map((group) => {
    const known = new Set(group.values.map((value) => value.label));
    const chosen = groups.flatMap((entry) => (entry.name === group.name ? entry.labels : []));
    return [...new Set(chosen)].filter((label) => known.has(label));
  });
  const known = new Set(item.add_ons.map((addOn) => addOn.id));
  const addOns: Record<number, number> = {};
  line.add_on_ids.forEach((id, index) => {
    const quantity = line.add_on_qtys[index] ?? 0;
    if (known.has(id) && quantity > 0) addOns[id] = quantity;
  });
  return { quantity: Math.max(1, line.quantity), choiceValues, foodChoices, addOns };
}
