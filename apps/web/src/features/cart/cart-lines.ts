import type { CartLine, CartModel } from '@marketplace/contract/cart';
import { variationFromWire } from '@marketplace/contract/cart-variation-codec';
import {
  type CartLineChoice,
  isSameCartLine,
  variationKeyOf,
} from '@marketplace/domain/cart/cart-line-identity';
import { findVariationByType } from '@marketplace/domain/cart/choice-variation';
import {
  checkQuantityIncrease,
  type QuantityProblem,
} from '@marketplace/domain/cart/quantity-limit';
import type { MinorUnits } from '@marketplace/domain/money/minor-units';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';

export function getLineVariationKey(line: Pick<CartLine, 'variation'>): string {
  return variationKeyOf(variationFromWire(line.variation));
}

/** A cart line as the domain compares it (identity, 'nothing changed'). */
export function toLineChoice(line: CartLine): CartLineChoice {
  return {
    itemId: line.item_id,
    model: line.item_type,
    variationKey: getLineVariationKey(line),
    quantity: line.quantity,
    addOns: line.add_on_ids.map((id, index) => ({ id, quantity: line.add_on_qtys[index] ?? 0 })),
  };
}

/** Spec 01 §4: the line of the same item and variation, which the item view then updates. */
export function findCartLine(
  lines: readonly CartLine[],
  wanted: { itemId: number; model: CartModel; variationKey: string },
): CartLine | null {
  return (
    lines.find((line) =>
      isSameCartLine(
        { itemId: line.item_id, model: line.item_type, variationKey: getLineVariationKey(line) },
        wanted,
      ),
    ) ?? null
  );
}

/** The sum of the server-priced line totals, in minor units (no float drift). */
export function getCartSubtotal(lines: readonly CartLine[], digits: number): MinorUnits {
  const money = createMoneyCodec(digits);
  return lines.reduce((sum, line) => sum + money.fromWire(line.price), 0);
}

/** Human-readable choices of a line: 'Portion: Large', 'Sides: Raita, Salad', or 'Red-L'. */
export function describeLineVariation(line: Pick<CartLine, 'variation'>): string[] {
  const variation = variationFromWire(line.variation);
  if (variation.kind === 'choice') return [variation.type];
  if (variation.kind === 'none') return [];
  return variation.groups.flatMap((group) =>
    group.labels.length > 0 ? [`${group.name}: ${group.labels.join(', ')}`] : [],
  );
}

/** 'Extra cheese × 2' for each chosen add-on. */
export function describeLineAddOns(line: Pick<CartLine, 'add_ons'>): string[] {
  return line.add_ons
    .filter((addOn) => addOn.quantity > 0)
    .map((addOn) => (addOn.quantity > 1 ? `${addOn.name} × ${addOn.quantity}` : addOn.name));
}

/** The stock that limits a line: its choice variation's, else the item's. */
export function getLineStock(line: Pick<CartLine, 'variation' | 'item'>): number {
  const chosen = variationFromWire(line.variation);
  if (chosen.kind === 'choice') {
    const variation = findVariationByType(line.item.variations, chosen.type);
    if (variation) return variation.stock;
  }
  return line.item.stock;
}

/** Spec 02 §5 normal cart increment, for the drawer's plus button. */
export function checkLineIncrease(
  line: Pick<CartLine, 'variation' | 'item' | 'quantity'>,
): QuantityProblem | null {
  return checkQuantityIncrease(line.quantity, {
    stock: getLineStock(line),
    tracksStock: line.item.module_type !== 'food',
    maximumCartQuantity: line.item.maximum_cart_quantity,
  });
}
