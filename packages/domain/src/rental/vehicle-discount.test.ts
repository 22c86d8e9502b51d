import { describe, expect, it } from 'vitest';
import { calculateVehicleDiscount } from './vehicle-discount';

describe('vehicle discount: percent of the fare or an amount per vehicle', () => {
  it('takes a percent of the fare', () => {
    expect(calculateVehicleDiscount(9000, 2, { type: 'percent', value: 1000 })).toBe(900);
  });

  it('takes the amount once per vehicle', () => {
    expect(calculateVehicleDiscount(9000, 2, { type: 'amount', value: 500 })).toBe(1000);
  });

  it('never takes more than the fare', () => {
    expect(calculateVehicleDiscount(800, 2, { type: 'amount', value: 500 })).toBe(800);
    expect(calculateVehicleDiscount(0, 1, { type: 'percent', value: 1000 })).toBe(0);
  });
});
