import type { MinorUnits } from '../money/minor-units';

export type FoodVariationGroup = {
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: boolean;
  values: ReadonlyArray<{ label: string; optionPrice: MinorUnits }>;
};

export type FoodVariationChoice = { name: string; labels: readonly string[] };

export type FoodVariationProblem =
  | { kind: 'required'; name: string }
  | { kind: 'range'; name: string; min: number; max: number }
  | { kind: 'unknown_option'; name: string; label: string }
  | { kind: 'unknown_group'; name: string };

/**
 * Spec 01 §4: in a single-choice group picking an option replaces the earlier one and clicking
 * the chosen option deselects it; in a multi group each click toggles the option, keeping the
 * order of choosing. The multi maximum is enforced by `validateFoodVariations`, not here.
 */
export function toggleFoodVariationOption(
  group: Pick<FoodVariationGroup, 'type'>,
  chosen: readonly string[],
  label: string,
): string[] {
  const isChosen = chosen.includes(label);
  if (group.type === 'single') return isChosen ? [] : [label];
  return isChosen ? chosen.filter((l) => l !== label) : [...chosen, label];
}

/** The distinct labels chosen per group name; repeated entries for one group are merged. */
function getChosenLabels(chosen: readonly FoodVariationChoice[]): Map<string, Set<string>> {
  const byName = new Map<string, Set<string>>();
  for (const entry of chosen) {
    const labels = byName.get(entry.name) ?? new Set<string>();
    for (const label of entry.labels) labels.add(label);
    byName.set(entry.name, labels);
  }
  return byName;
}

function checkGroup(
  group: FoodVariationGroup,
  labels: ReadonlySet<string>,
): FoodVariationProblem | null {
  const known = new Set(group.values.map((v) => v.label));
  for (const label of labels) {
    if (!known.has(label)) return { kind: 'unknown_option', name: group.name, label };
  }
  const count = labels.size;
  if (count === 0) return group.required ? { kind: 'required', name: group.name } : null;
  if (group.type === 'single') {
    return count > 1 ? { kind: 'range', name: group.name, min: 1, max: 1 } : null;
  }
  // Optional multi groups that were chosen must fall in the range too (spec 01 §5).
  if (count < group.min || count > group.max) {
    return { kind: 'range', name: group.name, min: group.min, max: group.max };
  }
  return null;
}

/**
 * Spec 01 §5: required groups need a selection; a single group takes exactly one option; a
 * multi group, when required or when anything was chosen in it, needs a count between min and
 * max inclusive. Duplicate labels count once. A chosen group that does not exist is reported
 * first (the request names something the item does not have), then the first problem in group
 * order.
 */
export function validateFoodVariations(
  groups: readonly FoodVariationGroup[],
  chosen: readonly FoodVariationChoice[],
): FoodVariationProblem | null {
  const chosenLabels = getChosenLabels(chosen);
  const groupNames = new Set(groups.map((g) => g.name));
  for (const name of chosenLabels.keys()) {
    if (!groupNames.has(name)) return { kind: 'unknown_group', name };
  }
  for (const group of groups) {
    const problem = checkGroup(group, chosenLabels.get(group.name) ?? new Set());
    if (problem) return problem;
  }
  return null;
}

/** Spec 01 §5 wording for a variation problem. */
export function foodVariationProblemMessage(problem: FoodVariationProblem): string {
  switch (problem.kind) {
    case 'required':
      return `Variation ${problem.name} can not remain without selection.`;
    case 'range':
      return `Selected variation named ${problem.name} must be in between Minimum ${problem.min} and Maximum ${problem.max}`;
    case 'unknown_option':
      return `${problem.label} is not an option of ${problem.name}`;
    case 'unknown_group':
      return `${problem.name} is not a variation of this item`;
  }
}

/**
 * Spec 01 §4: the price is adjusted by the chosen options' prices (the caller multiplies by the
 * quantity). Each label counts once; labels or groups the item does not have add nothing.
 */
export function sumChosenOptionPrices(
  groups: readonly FoodVariationGroup[],
  chosen: readonly FoodVariationChoice[],
): MinorUnits {
  const chosenLabels = getChosenLabels(chosen);
  let sum = 0;
  for (const group of groups) {
    const labels = chosenLabels.get(group.name);
    if (!labels) continue;
    for (const value of group.values) {
      if (labels.has(value.label)) sum += value.optionPrice;
    }
  }
  return sum;
}
