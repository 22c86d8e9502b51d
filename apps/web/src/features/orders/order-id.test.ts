import { describe, expect, it } from 'vitest';
import { orderKeyQuery, parseOrderKey } from './order-id';

describe('issue 12 §9: pages name an order by its reference; old numeric links stay owner-only', () => {
  it('reads a reference (any case) and asks the API by reference', () => {
    const key = parseOrderKey('3F9C0A7D5E2B41C8A6F0D9E7B1C2A3F4');
    expect(key).toEqual({ reference: '3f9c0a7d5e2b41c8a6f0d9e7b1c2a3f4' });
    expect(key && orderKeyQuery(key)).toEqual({
      order_reference: '3f9c0a7d5e2b41c8a6f0d9e7b1c2a3f4',
    });
  });

  it('reads an old numeric link as the internal id', () => {
    const key = parseOrderKey('1024');
    expect(key).toEqual({ id: 1024 });
    expect(key && orderKeyQuery(key)).toEqual({ order_id: 1024 });
  });

  it('refuses anything else', () => {
    for (const text of ['', 'abc', '0', '-3', '../1', undefined, null]) {
      expect(parseOrderKey(text)).toBeNull();
    }
  });
});
