import { describe, expect, it } from 'vitest';
import { isValidPhone, keepPhoneCharacters, normalizePhone } from './phone';

describe('phone pattern (spec 01 §5: optional plus, non-zero first digit, then up to 15 digits)', () => {
  it.each(['+15550000001', '15550000001', '+8801711000000', '9'.repeat(15)])(
    'accepts %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  it.each(['', '+', '0123456789', '+0123456789', '12-34', 'abc', '1'.repeat(16), '++1555'])(
    'rejects %j',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});

describe('phone input keeps digits with an optional leading plus', () => {
  it('drops spaces, dashes, brackets and letters', () => {
    expect(keepPhoneCharacters('+1 (555) 000-0001x')).toBe('+15550000001');
  });

  it('keeps a plus only at the start', () => {
    expect(keepPhoneCharacters('1+555')).toBe('1555');
  });
});

describe('numbers are normalised to start with +', () => {
  it('adds the plus when missing', () => {
    expect(normalizePhone('15550000001')).toBe('+15550000001');
  });

  it('keeps a single plus when present', () => {
    expect(normalizePhone('+1 555 000 0001')).toBe('+15550000001');
  });
});
