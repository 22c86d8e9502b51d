export const DESCRIPTION_CLIP_LENGTH = 130;

/** Spec 01 §9: descriptions are clipped at 130 characters (without cutting a word in two). */
export function clipText(
  text: string,
  limit = DESCRIPTION_CLIP_LENGTH,
): { text: string; clipped: boolean } {
  const normalized = text.trim();
  if (normalized.length <= limit) return { text: normalized, clipped: false };
  const cut = normalized.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut;
  return { text: `${base.trimEnd()}…`, clipped: true };
}

/** Ratings show with one decimal (spec 01 §2, 02 §9). */
export function formatRating(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

/** Spec 02 §9: rating precision is 0.5 for stars. */
export function roundRatingToHalf(average: number): number {
  return Math.round(average * 2) / 2;
}

/** Spec 01 §9: quantity shown zero-padded below 10. */
export function padQuantity(quantity: number): string {
  return quantity >= 0 && quantity < 10 ? `0${quantity}` : String(quantity);
}
