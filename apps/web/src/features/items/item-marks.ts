/** The flags that decide an item's marks; 0/1 integers on the wire (booleans accepted too). */
export type MarkedItem = {
  organic?: number | boolean | null;
  is_halal?: number | boolean | null;
  halal_tag_status?: number | boolean | null;
  veg?: number | boolean | null;
  recommended?: number | boolean | null;
  module_type?: string | null;
};

export type ItemMarks = {
  recommended: boolean;
  /** Spec 01 §3: organic 1 means organic. */
  organic: boolean;
  /** Spec 01 §2: only when halal_tag_status and is_halal are both set. */
  halal: boolean;
  /** Spec 01 §2: only when toggle_veg_non_veg is on and the module is food. */
  diet: 'veg' | 'non_veg' | null;
};

const isSet = (flag: number | boolean | null | undefined) => flag === true || flag === 1;

export function getItemMarks(
  item: MarkedItem,
  context: { vegToggle: boolean; moduleType?: string | null },
): ItemMarks {
  const moduleType = item.module_type ?? context.moduleType ?? null;
  return {
    recommended: isSet(item.recommended),
    organic: isSet(item.organic),
    halal: isSet(item.halal_tag_status) && isSet(item.is_halal),
    diet: context.vegToggle && moduleType === 'food' ? (isSet(item.veg) ? 'veg' : 'non_veg') : null,
  };
}

export type BadgeKind = 'discount' | 'diet' | 'recommended' | 'organic' | 'halal';

/** A card shows at most this many badges (issue 17 §10): more hide the photo and read as noise. */
export const CARD_BADGE_LIMIT = 2;

/**
 * The badges to show, most telling first: the discount (money), then the veg or non-veg mark
 * (a diet rule), then Recommended, Organic and Halal; cut to `limit` when one is given.
 */
export function getBadgeKinds(
  hasDiscount: boolean,
  marks: ItemMarks,
  options: { withRecommended: boolean; limit?: number },
): BadgeKind[] {
  const kinds: BadgeKind[] = [];
  if (hasDiscount) kinds.push('discount');
  if (marks.diet) kinds.push('diet');
  if (options.withRecommended && marks.recommended) kinds.push('recommended');
  if (marks.organic) kinds.push('organic');
  if (marks.halal) kinds.push('halal');
  return options.limit === undefined ? kinds : kinds.slice(0, options.limit);
}
