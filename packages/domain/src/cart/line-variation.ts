/**
 * A cart or order line's chosen variation, in the one shape the domain and the database use:
 * the chosen labels per food-variation group, the chosen choice-option variation's type (older
 * items), or none. The wire's form is the contract's codec's business.
 */
export type LineVariation =
  | { kind: 'food'; groups: { name: string; labels: string[] }[] }
  | { kind: 'choice'; type: string }
  | { kind: 'none' };

export const NO_VARIATION: LineVariation = { kind: 'none' };

/** Food choices with the empty groups left out; none when nothing is chosen. */
export function buildFoodVariation(
  groups: ReadonlyArray<{ name: string; labels: readonly string[] }>,
): LineVariation {
  const chosen = groups
    .filter((group) => group.labels.length > 0)
    .map((group) => ({ name: group.name, labels: [...group.labels] }));
  return chosen.length > 0 ? { kind: 'food', groups: chosen } : NO_VARIATION;
}
