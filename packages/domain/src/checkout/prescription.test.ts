import { describe, expect, it } from 'vitest';
import { isPrescriptionMissing, needsPrescription } from './prescription';

const otc = { prescriptionRequired: false };
const rx = { prescriptionRequired: true };

describe('Please upload your prescription image', () => {
  it('refuses an order with a prescription item and no image', () => {
    expect(isPrescriptionMissing([otc, rx], 0)).toBe(true);
  });

  it('accepts it with an image', () => {
    expect(isPrescriptionMissing([otc, rx], 1)).toBe(false);
  });

  it('never asks for one when no item needs it', () => {
    expect(needsPrescription([otc])).toBe(false);
    expect(isPrescriptionMissing([otc], 0)).toBe(false);
  });
});
