import { describe, expect, it } from 'vitest';
import { type DirectOrder, saveDirectOrder } from './direct-order';
import { readDirectOrder } from './direct-order-read';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const order: DirectOrder = {
  page: 'buy_now',
  model: 'Item',
  itemId: 4,
  name: 'Tea',
  imageUrl: '',
  storeId: 2,
  storeName: 'Shop',
  quantity: 2,
  variation: [{ type: 'Large' }],
  addOns: [],
  total: 8,
  original: 8,
};

describe('Buy Now carries its line to the checkout page', () => {
  it('reads back what was saved, for the same page only', () => {
    const storage = memoryStorage();
    saveDirectOrder(storage, order);
    expect(readDirectOrder(storage, 'buy_now')).toEqual(order);
    expect(readDirectOrder(storage, 'campaign')).toBeNull();
  });

  it('ignores missing or broken data', () => {
    const storage = memoryStorage();
    expect(readDirectOrder(storage, 'buy_now')).toBeNull();
    storage.setItem('checkout:direct-order', '{not json');
    expect(readDirectOrder(storage, 'buy_now')).toBeNull();
    storage.setItem('checkout:direct-order', JSON.stringify({ ...order, quantity: 0 }));
    expect(readDirectOrder(storage, 'buy_now')).toBeNull();
  });
});
