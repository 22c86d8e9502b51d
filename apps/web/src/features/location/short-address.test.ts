import { describe, expect, it } from 'vitest';
import { getShortAddress } from './short-address';

describe('the header names the place, not the start of a long address (issue 17 §10)', () => {
  it('keeps the first part of the address', () => {
    expect(getShortAddress('Riverside Park, Old Town, Riverton')).toBe('Riverside Park');
    expect(getShortAddress('12 Founders Avenue, Old Town, Riverton')).toBe('12 Founders Avenue');
  });

  it('keeps a bare house number with its street', () => {
    expect(getShortAddress('12, Founders Avenue, Riverton')).toBe('12 Founders Avenue');
  });

  it('keeps an address without commas as it is', () => {
    expect(getShortAddress(' Riverton ')).toBe('Riverton');
  });
});
