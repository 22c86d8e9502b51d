import type { MinorUnits } from '../money/minor-units';

/**
 * A store's minimum order: the items' subtotal must reach it; 0 means none. Returns the amount
 * still missing (0 when the order may go).
 */
export function getMinimumOrderShortfall(
  subtotal: MinorUnits,
  minimumOrder: MinorUnits,
): MinorUnits {
  if (minimumOrder <= 0) return 0;
  return Math.max(0, minimumOrder - subtotal);
}
