import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCodeFor } from './error-codes';

describe('error codes by status', () => {
  it('lists each code once per status', () => {
    for (const codes of Object.values(ERROR_CODES)) {
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('says which status a code comes with', () => {
    expect(isErrorCodeFor(401, 'auth-001')).toBe(true);
    expect(isErrorCodeFor(403, 'auth-001')).toBe(false);
    expect(isErrorCodeFor(409, 'store')).toBe(true);
    expect(isErrorCodeFor(404, 'store')).toBe(true);
  });
});
