/** Spec 01 §4: ticking an add-on sets its quantity to 1; unticking clears it. */
export function quantityAfterTick(checked: boolean): number {
  return checked ? 1 : 0;
}

/** Spec 01 §4: the add-on minus button is disabled at 0 or when the add-on is unticked. */
export function canDecreaseAddOn(quantity: number, checked: boolean): boolean {
  return checked && quantity > 0;
}

/** Spec 01 §4: the add-on stepper moves one at a time and never goes below 0. */
export function stepAddOn(quantity: number, delta: 1 | -1): number {
  return Math.max(0, quantity + delta);
}
