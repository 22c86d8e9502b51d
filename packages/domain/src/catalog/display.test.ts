import { describe, expect, it } from 'vitest';
import {
  clipText,
  DESCRIPTION_CLIP_LENGTH,
  formatRating,
  padQuantity,
  roundRatingToHalf,
} from './display';

describe('item description clipped at 130 characters (spec 01 §9)', () => {
  it('keeps short descriptions whole', () => {
    expect(clipText('Fresh and crisp.')).toEqual({ text: 'Fresh and crisp.', clipped: false });
  });

  it('clips long descriptions at a word boundary within the limit', () => {
    const long = 'word '.repeat(60);
    const { text, clipped } = clipText(long);
    expect(clipped).toBe(true);
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_CLIP_LENGTH + 1);
    expect(text.endsWith('word…')).toBe(true);
  });
});

describe('rating shown with one decimal', () => {
  it.each([
    [4, '4.0'],
    [4.25, '4.3'],
    [3.94, '3.9'],
    [0, '0.0'],
  ])('%d → %s', (avg, text) => expect(formatRating(avg)).toBe(text));

  it('rounds star precision to 0.5 (spec 02 §9)', () => {
    expect(roundRatingToHalf(4.3)).toBe(4.5);
    expect(roundRatingToHalf(4.2)).toBe(4);
  });
});

describe('quantity shown zero-padded below 10 (spec 01 §9)', () => {
  it.each([
    [1, '01'],
    [9, '09'],
    [10, '10'],
    [125, '125'],
  ])('%d → %s', (q, text) => expect(padQuantity(q)).toBe(text));
});
