import { describe, expect, it } from 'vitest';
import { canDecideApplication } from './application-review';

describe('application review', () => {
  it('only a pending application can be decided', () => {
    expect(canDecideApplication('pending')).toBe(true);
    expect(canDecideApplication('approved')).toBe(false);
    expect(canDecideApplication('rejected')).toBe(false);
  });
});
