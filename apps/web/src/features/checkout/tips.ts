/** Preset delivery tips in major units (0 = no tip); any other amount can be typed. */
export const TIP_PRESETS = [0, 1, 2, 5] as const;

/** The most a typed tip may be (the contract allows far more; this catches a stray zero). */
export const MAX_TIP = 1_000;

/**
 * A typed tip as a number of major units with at most `digits` decimals, or null when it is not
 * one (negative, too large, letters, too many decimals). An empty field means no tip.
 */
export function parseTip(text: string, digits: number): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  const pattern = digits > 0 ? new RegExp(`^\\d{1,7}(\\.\\d{0,${digits}})?$`) : /^\d{1,7}$/;
  if (!pattern.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value <= MAX_TIP ? value : null;
}
