import { describe, expect, it } from 'vitest';
import { badgeCount } from './badge-count';

describe('badgeCount', () => {
  it('shows the count up to 99 and 99+ beyond', () => {
    expect(badgeCount(1)).toBe('1');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
  });
});
