import { describe, expect, it } from 'vitest';
import { isOperatorKey } from './operator-key';

describe('isOperatorKey', () => {
  it('accepts only the exact key', () => {
    const key = 'operator-key-0123456789';
    expect(isOperatorKey(key, key)).toBe(true);
    expect(isOperatorKey(key, `${key} `)).toBe(false);
    expect(isOperatorKey(key, key.slice(1))).toBe(false);
    expect(isOperatorKey(key, '')).toBe(false);
    expect(isOperatorKey(key, undefined)).toBe(false);
  });
});
