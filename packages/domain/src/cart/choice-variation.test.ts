import { describe, expect, it } from 'vitest';
import {
  findChoiceVariation,
  findVariationByType,
  isVariationOutOfStock,
  normaliseVariationType,
  QUANTITY_AFTER_VARIATION_CHANGE,
  VARIATION_OUT_OF_STOCK_MESSAGE,
} from './choice-variation';

const variations = [
  { type: 'Red-Small', price: 1000, stock: 4 },
  { type: 'Red-Large', price: 1200, stock: 0 },
  { type: 'Navy Blue-Large', price: 1300, stock: 2 },
];

describe('spec 01 §4 older choice-option items match the variation whose type is the chosen options joined', () => {
  it('finds the variation for the chosen options', () => {
    expect(findChoiceVariation(variations, ['Red', 'Small'])).toBe(variations[0]);
  });

  it('ignores dashes, spaces and case', () => {
    expect(findChoiceVariation(variations, ['NavyBlue', 'large'])).toBe(variations[2]);
    expect(findChoiceVariation(variations, ['navy blue', 'LARGE'])).toBe(variations[2]);
  });

  it('is null until every option has a value', () => {
    expect(findChoiceVariation(variations, ['Red', undefined])).toBeNull();
    expect(findChoiceVariation(variations, ['Red', ' '])).toBeNull();
    expect(findChoiceVariation(variations, [])).toBeNull();
  });

  it('is null when no variation matches', () => {
    expect(findChoiceVariation(variations, ['Green', 'Small'])).toBeNull();
  });

  it('finds a variation from a wire type string the same way', () => {
    expect(findVariationByType(variations, 'red - large')).toBe(variations[1]);
    expect(findVariationByType(variations, 'Red-Medium')).toBeNull();
  });

  it('normalises a type by removing dashes and whitespace and lower-casing', () => {
    expect(normaliseVariationType(' Navy Blue-\tLarge ')).toBe('navybluelarge');
  });

  it('resets the quantity to 1 after a variation change', () => {
    expect(QUANTITY_AFTER_VARIATION_CHANGE).toBe(1);
  });
});

describe('spec 01 §4 a variation with stock 0 blocks add, buy and update', () => {
  it('is out of stock at 0 or below', () => {
    expect(isVariationOutOfStock({ stock: 0 })).toBe(true);
    expect(isVariationOutOfStock({ stock: -1 })).toBe(true);
  });

  it('is in stock above 0, and no variation is not out of stock', () => {
    expect(isVariationOutOfStock({ stock: 1 })).toBe(false);
    expect(isVariationOutOfStock(null)).toBe(false);
  });

  it('uses the spec 01 §8 wording', () => {
    expect(VARIATION_OUT_OF_STOCK_MESSAGE).toBe(
      'This variation is out of stock. Choose another variation to proceed further.',
    );
  });
});
