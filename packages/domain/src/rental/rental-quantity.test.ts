import { describe, expect, it } from 'vitest';
import { canIncreaseRentalQuantity, checkRentalQuantity } from './rental-quantity';

describe('quantity limits: capped by the vehicles available for the pick time', () => {
  it("says 'This vehicle is not available in this pick time' when none is free", () => {
    expect(checkRentalQuantity(1, 0)).toEqual({
      kind: 'not_available',
      message: 'This vehicle is not available in this pick time',
    });
  });

  it('says "You can\'t add more than {n} quantities of this vehicle." above what is free', () => {
    expect(checkRentalQuantity(3, 2)).toEqual({
      kind: 'too_many',
      available: 2,
      message: "You can't add more than 2 quantities of this vehicle.",
    });
  });

  it('says "Vehicle can have up to {n} rental options; no more can be added" above the vehicle\'s units', () => {
    expect(checkRentalQuantity(4, 3, 3)).toEqual({
      kind: 'over_units',
      units: 3,
      message: 'Vehicle can have up to 3 rental options; no more can be added',
    });
    expect(canIncreaseRentalQuantity(3, 3, 3)).toBe(false);
  });

  it('within the units, the window decides: free units below the units give the window message', () => {
    expect(checkRentalQuantity(3, 2, 3)?.message).toBe(
      "You can't add more than 2 quantities of this vehicle.",
    );
    expect(checkRentalQuantity(1, 0, 3)?.kind).toBe('not_available');
  });

  it('accepts up to what is free', () => {
    expect(checkRentalQuantity(2, 2)).toBeNull();
    expect(canIncreaseRentalQuantity(1, 2)).toBe(true);
    expect(canIncreaseRentalQuantity(2, 2)).toBe(false);
  });
});
