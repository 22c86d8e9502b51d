import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tab-keys';

describe('tab list keys (ARIA tabs pattern)', () => {
  it('the arrows move to the next and previous tab and wrap around', () => {
    expect(tabAfterKey('ArrowRight', 0, 3, false)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3, false)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3, false)).toBe(2);
    expect(tabAfterKey('ArrowLeft', 2, 3, false)).toBe(1);
  });

  it('right to left, the arrows follow the reading order', () => {
    expect(tabAfterKey('ArrowLeft', 0, 3, true)).toBe(1);
    expect(tabAfterKey('ArrowRight', 0, 3, true)).toBe(2);
  });

  it('Home and End jump to the first and last tab; other keys select nothing', () => {
    expect(tabAfterKey('Home', 2, 3, false)).toBe(0);
    expect(tabAfterKey('End', 0, 3, false)).toBe(2);
    expect(tabAfterKey('Enter', 1, 3, false)).toBeNull();
    expect(tabAfterKey('ArrowDown', 1, 3, false)).toBeNull();
  });
});
