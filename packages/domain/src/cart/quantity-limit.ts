/** Spec 01 §9: quantity minimum 1 (the stepper starts there too). */
export const MIN_CART_QUANTITY = 1;

/** `tracksStock` is false for the food module: food is made to order. */
export type QuantityLimitInput = {
  stock: number;
  tracksStock: boolean;
  maximumCartQuantity: number | null;
};

export type QuantityProblem =
  | { kind: 'stock'; available: number }
  | { kind: 'max_cart_quantity'; maximum: number };

/** A null, zero or negative maximum_cart_quantity means no limit. */
function getMaximum(limits: QuantityLimitInput): number | null {
  const { maximumCartQuantity } = limits;
  return maximumCartQuantity !== null && maximumCartQuantity > 0 ? maximumCartQuantity : null;
}

function stockProblem(stock: number): QuantityProblem {
  return { kind: 'stock', available: Math.max(0, stock) };
}

/**
 * Spec 01 §5 and spec 02 §5 (normal cart increment): plus is blocked for stock-tracking
 * (non-food) modules when stock is at or below the current quantity, and for all modules when
 * maximum_cart_quantity is reached.
 */
export function checkQuantityIncrease(
  current: number,
  limits: QuantityLimitInput,
): QuantityProblem | null {
  if (limits.tracksStock && limits.stock <= current) return stockProblem(limits.stock);
  const maximum = getMaximum(limits);
  if (maximum !== null && maximum <= current) return { kind: 'max_cart_quantity', maximum };
  return null;
}

/**
 * The server's check of a whole requested quantity: more than the stock (when the module
 * tracks it) or more than maximum_cart_quantity is refused. The minimum is the schema's job.
 */
export function checkQuantity(
  quantity: number,
  limits: QuantityLimitInput,
): QuantityProblem | null {
  if (limits.tracksStock && quantity > limits.stock) return stockProblem(limits.stock);
  const maximum = getMaximum(limits);
  if (maximum !== null && quantity > maximum) return { kind: 'max_cart_quantity', maximum };
  return null;
}

/** Spec 01 §4: the minus button is disabled at 1 or lower. */
export function canDecreaseQuantity(quantity: number): boolean {
  return quantity > MIN_CART_QUANTITY;
}

/** Spec 02 §8: the wording for a quantity over the item's maximum_cart_quantity. */
export const OUT_OF_LIMITS_MESSAGE = 'Out of Limits';

/**
 * Spec 02 §8 names 'Out of Stock' and 'Out of Limits'; for stock still left, the count is ours
 * (spec 01 §8 leaves the stock toast's wording unshown).
 */
export function quantityProblemMessage(problem: QuantityProblem): string {
  switch (problem.kind) {
    case 'stock':
      return problem.available <= 0 ? 'Out of Stock' : `Only ${problem.available} left in stock`;
    case 'max_cart_quantity':
      return OUT_OF_LIMITS_MESSAGE;
  }
}
