import { describe, expect, it } from 'vitest';
import { canDecreaseAddOn, quantityAfterTick, stepAddOn } from './add-on-selection';

describe('spec 01 §4 ticking an add-on sets its quantity to 1', () => {
  it('sets 1 when ticked and 0 when unticked', () => {
    expect(quantityAfterTick(true)).toBe(1);
    expect(quantityAfterTick(false)).toBe(0);
  });
});

describe('spec 01 §4 the add-on stepper changes its quantity', () => {
  it('steps up and down', () => {
    expect(stepAddOn(1, 1)).toBe(2);
    expect(stepAddOn(2, -1)).toBe(1);
  });

  it('never goes below 0', () => {
    expect(stepAddOn(0, -1)).toBe(0);
  });
});

describe('spec 01 §4 add-on minus is disabled at 0 or when unticked', () => {
  it.each([
    [2, true, true],
    [1, true, true],
    [0, true, false],
    [2, false, false],
  ])('quantity %d, ticked %s → %s', (quantity, checked, expected) => {
    expect(canDecreaseAddOn(quantity, checked)).toBe(expected);
  });
});
