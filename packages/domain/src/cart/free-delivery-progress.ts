import type { MinorUnits } from '../money/minor-units';

export type FreeDeliveryProgress = { percent: number; remaining: MinorUnits; reached: boolean };

/**
 * Spec 02 §9: progress = subtotal / free_delivery_over as a percent, clamped 0 to 100; null
 * when there is no free-delivery threshold. The percent is floored to one decimal so the bar
 * never shows 100 before the threshold is reached.
 */
export function getFreeDeliveryProgress(
  subtotal: MinorUnits,
  freeDeliveryOver: MinorUnits | null,
): FreeDeliveryProgress | null {
  if (freeDeliveryOver === null || freeDeliveryOver <= 0) return null;
  // Tenths of a percent first, so whole-number ratios do not pick up float drift (29 / 100).
  const tenths = Math.floor((subtotal * 1000) / freeDeliveryOver);
  const percent = Math.min(1000, Math.max(0, tenths)) / 10;
  return {
    percent,
    remaining: Math.max(0, freeDeliveryOver - subtotal),
    reached: subtotal >= freeDeliveryOver,
  };
}
