import { describe, expect, it } from 'vitest';
import { isValidIdentityNumber } from './identity-document';

describe('identity number', () => {
  it('an identity number is 5 to 30 letters and digits', () => {
    expect(isValidIdentityNumber('AB12345')).toBe(true);
    expect(isValidIdentityNumber('12345')).toBe(true);
    expect(isValidIdentityNumber('1234')).toBe(false);
    expect(isValidIdentityNumber('1'.repeat(30))).toBe(true);
    expect(isValidIdentityNumber('1'.repeat(31))).toBe(false);
  });

  it('single spaces or dashes may separate its groups, but not start or end it', () => {
    expect(isValidIdentityNumber('DL-2024-778 12')).toBe(true);
    expect(isValidIdentityNumber('DL--2024')).toBe(false);
    expect(isValidIdentityNumber('-12345')).toBe(false);
    expect(isValidIdentityNumber('12345 ')).toBe(false);
    expect(isValidIdentityNumber('12<script>')).toBe(false);
  });
});
