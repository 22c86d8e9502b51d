import { describe, expect, it } from 'vitest';
import { findCountry } from './countries';
import { buildPhoneNumber } from './phone-number';

describe('the full number from the picked country and the typed digits', () => {
  it('puts the dialling code in front of a local number', () => {
    expect(buildPhoneNumber('+1', '555 000 0001')).toBe('+15550000001');
  });

  it('drops a trunk zero', () => {
    expect(buildPhoneNumber('+880', '01711000000')).toBe('+8801711000000');
  });

  it('keeps a number typed with its own country code', () => {
    expect(buildPhoneNumber('+880', '+1 555-000-0001')).toBe('+15550000001');
  });

  it('answers an empty string for nothing typed', () => {
    expect(buildPhoneNumber('+1', '  ')).toBe('');
  });
});

describe('the built-in country list', () => {
  it('finds the configured country case-insensitively', () => {
    expect(findCountry('bd')).toEqual({ code: 'BD', dial: '+880' });
  });

  it('falls back to the first entry for an unknown or missing country', () => {
    expect(findCountry('ZZ').code).toBe('US');
    expect(findCountry(null).code).toBe('US');
  });
});
