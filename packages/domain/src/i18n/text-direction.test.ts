import { describe, expect, it } from 'vitest';
import { isRightToLeft, RTL_LANGUAGES } from './text-direction';

describe('right-to-left languages (spec 02 §9)', () => {
  it.each(RTL_LANGUAGES)('%s is written right to left', (lang) => {
    expect(isRightToLeft(lang)).toBe(true);
  });

  it.each(['en', 'es', 'fr'])('%s is written left to right', (lang) => {
    expect(isRightToLeft(lang)).toBe(false);
  });
});
