import { describe, expect, it } from 'vitest';
import { getDefaultVerificationMethod } from './verification-method';

describe('the default reset method (spec 02 §4)', () => {
  it('is phone when SMS is active, else e-mail when mail is active, else none', () => {
    expect(getDefaultVerificationMethod({ isSmsActive: true, isMailActive: true })).toBe('phone');
    expect(getDefaultVerificationMethod({ isSmsActive: false, isMailActive: true })).toBe('email');
    expect(getDefaultVerificationMethod({ isSmsActive: false, isMailActive: false })).toBeNull();
  });
});
