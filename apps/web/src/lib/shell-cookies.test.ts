import { describe, expect, it } from 'vitest';
import { toThemeChoice } from './shell-cookies';

describe('the theme cookie (the payment page follows the theme toggle)', () => {
  it('reads only the two choices the toggle writes', () => {
    expect(toThemeChoice('dark')).toBe('dark');
    expect(toThemeChoice('light')).toBe('light');
    for (const other of [undefined, null, '', 'system', 'DARK', 'dark;x']) {
      expect(toThemeChoice(other)).toBeNull();
    }
  });
});
