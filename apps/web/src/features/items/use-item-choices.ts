'use client';

import type { CartLine } from '@marketplace/contract/cart';
import type { Item } from '@marketplace/contract/items';
import { quantityAfterTick, stepAddOn } from '@marketplace/domain/cart/add-on-selection';
import { QUANTITY_AFTER_VARIATION_CHANGE } from '@marketplace/domain/cart/choice-variation';
import { toggleFoodVariationOption } from '@marketplace/domain/cart/food-variation-selection';
import {
  canDecreaseQuantity,
  checkQuantityIncrease,
} from '@marketplace/domain/cart/quantity-limit';
import { useState } from 'react';
import { findCartLine } from '@/features/cart/cart-lines';
import { describeQuantityProblem, notifyCart } from '@/features/cart/cart-messages';
import { useT } from '@/features/i18n/i18n-provider';
import type { ItemChoiceProblem } from './item-choice-problems';
import {
  choicesFromLine,
  getCartModel,
  getChoiceVariationKey,
  getChosenVariation,
  getInitialChoices,
  type ItemChoiceState,
} from './item-choices';

/**
 * The item view's choices (spec 01 §4), kept in step with the cart: once the cart is known, a
 * line of this item is loaded into the view; whenever the choice names a line of the cart (same
 * item and variation), that line's quantity and add-ons are loaded and the view updates it.
 */
export function useItemChoices(item: Item, cart: { lines: readonly CartLine[]; isReady: boolean }) {
  const t = useT();
  const model = getCartModel(item);
  const [state, setState] = useState<ItemChoiceState>(() => getInitialChoices(item));
  const [isTouched, setIsTouched] = useState(false);
  const [hasPreloaded, setHasPreloaded] = useState(false);
  const [loadedLineId, setLoadedLineId] = useState<number | null>(null);
  const [problem, setProblem] = useState<ItemChoiceProblem | null>(null);

  // Adjusting state while rendering (React's pattern for state derived from changing data).
  if (!hasPreloaded && cart.isReady) {
    setHasPreloaded(true);
    const line = cart.lines.find((l) => l.item_id === item.id && l.item_type === model);
    if (line && !isTouched) setState(choicesFromLine(item, line));
  }
  const line = findCartLine(cart.lines, {
    itemId: item.id,
    model,
    variationKey: getChoiceVariationKey(item, state),
  });
  const lineId = line?.id ?? null;
  if (lineId !== loadedLineId) {
    setLoadedLineId(lineId);
    if (line) {
      const fromLine = choicesFromLine(item, line);
      setState((current) => ({ ...current, quantity: fromLine.quantity, addOns: fromLine.addOns }));
    }
  }

  const variation = getChosenVariation(item, state);
  const tracksStock = item.module_type !== 'food';
  const limits = {
    stock: variation ? variation.stock : item.stock,
    tracksStock,
    maximumCartQuantity: item.maximum_cart_quantity,
  };

  const change = (next: (current: ItemChoiceState) => ItemChoiceState) => {
    setIsTouched(true);
    setState(next);
  };

  return {
    state,
    line,
    variation,
    problem,
    setProblem,
    canDecrease: canDecreaseQuantity(state.quantity),
    chooseValue(index: number, value: string) {
      setProblem(null);
      change((current) => ({
        ...current,
        choiceValues: current.choiceValues.map((v, i) => (i === index ? value : v)),
        quantity: QUANTITY_AFTER_VARIATION_CHANGE,
      }));
    },
    toggleFoodOption(groupIndex: number, label: string) {
      const group = item.food_variations[groupIndex];
      if (!group) return;
      if (problem && 'groupIndex' in problem && problem.groupIndex === groupIndex) setProblem(null);
      change((current) => ({
        ...current,
        foodChoices: current.foodChoices.map((chosen, index) =>
          index === groupIndex ? toggleFoodVariationOption(group, chosen, label) : chosen,
        ),
      }));
    },
    tickAddOn(id: number, checked: boolean) {
      change((current) => ({
        ...current,
        addOns: { ...current.addOns, [id]: quantityAfterTick(checked) },
      }));
    },
    stepAddOn(id: number, delta: 1 | -1) {
      change((current) => ({
        ...current,
        addOns: { ...current.addOns, [id]: stepAddOn(current.addOns[id] ?? 0, delta) },
      }));
    },
    increase() {
      const limit = checkQuantityIncrease(state.quantity, limits);
      if (limit) {
        notifyCart('error', describeQuantityProblem(limit, t));
        return;
      }
      change((current) => ({ ...current, quantity: current.quantity + 1 }));
    },
    decrease() {
      if (!canDecreaseQuantity(state.quantity)) return;
      change((current) => ({ ...current, quantity: current.quantity - 1 }));
    },
  };
}

export type ItemChoices = ReturnType<typeof useItemChoices>;
