import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  addCartLine,
  CartConflictError,
  fetchCart,
  isCartConflict,
  removeCartLine,
} from './cart-api';
import { buildLine } from './cart-test-builders';

type Answer = { status: number; body: unknown };

function stubBrowser(cookie: string, ...answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fakeDocument = { cookie };
  vi.stubGlobal('document', fakeDocument);
  vi.stubGlobal('window', { location: { protocol: 'http:' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = answers[Math.min(calls.length, answers.length) - 1] ?? answers[0];
      return new Response(JSON.stringify(answer?.body), {
        status: answer?.status ?? 500,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return Object.assign(calls, { document: fakeDocument });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const guest = { moduleId: 2, isSignedIn: false };

describe('cart calls', () => {
  it('asks nothing for a guest without a guest id yet', async () => {
    const calls = stubBrowser('', { status: 200, body: [] });
    expect(await fetchCart(guest)).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('sends guest_id in the query for GET and DELETE, and the module header', async () => {
    const calls = stubBrowser('guest_id=g-1; module_id=5', { status: 200, body: [] });
    await fetchCart(guest);
    await removeCartLine(guest, 9);
    expect(calls[0]?.url).toBe('/api/v1/customer/cart/list?guest_id=g-1');
    expect(calls[1]?.url).toBe('/api/v1/customer/cart/remove-item?cart_id=9&guest_id=g-1');
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.moduleId).toBe('2');
  });

  it('sends guest_id in the body for POST, and none for a customer', async () => {
    const line = buildLine();
    const calls = stubBrowser('guest_id=g-1', { status: 200, body: [line] });
    expect(await addCartLine(guest, { item_id: 7, quantity: 1 })).toEqual([line]);
    await addCartLine({ moduleId: 2, isSignedIn: true }, { item_id: 7, quantity: 1 });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      item_id: 7,
      quantity: 1,
      guest_id: 'g-1',
    });
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ item_id: 7, quantity: 1 });
  });

  it('keeps the lines of a 409 store conflict for the dialog', async () => {
    const other = buildLine({ id: 3, store_id: 9 });
    stubBrowser('guest_id=g-1', {
      status: 409,
      body: {
        errors: [{ code: 'store', message: 'You have item from another store in cart' }],
        lines: [other],
      },
    });
    const error = await addCartLine(guest, { item_id: 7, quantity: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CartConflictError);
    expect(isCartConflict(error, 'store')).toBe(true);
    expect(isCartConflict(error, 'cart_item')).toBe(false);
    expect((error as CartConflictError).lines).toEqual([other]);
  });

  it('turns other failures into the server envelope', async () => {
    stubBrowser('guest_id=g-1', {
      status: 422,
      body: {
        errors: [
          { code: 'variation', message: 'Variation Size can not remain without selection.' },
        ],
      },
    });
    const error = await addCartLine(guest, { item_id: 7, quantity: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual([
      'Variation Size can not remain without selection.',
    ]);
  });

  it('forgets a guest id the server does not know and retries once with a new one', async () => {
    const unknown = { status: 401, body: { errors: [{ code: 'auth-001', message: 'x' }] } };
    const calls = stubBrowser(
      'guest_id=stale',
      unknown,
      { status: 200, body: { message: 'ok', guest_id: 'fresh' } },
      { status: 200, body: [] },
    );
    expect(await addCartLine(guest, { item_id: 7, quantity: 1 })).toEqual([]);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v1/customer/cart/add',
      '/api/v1/auth/guest/request',
      '/api/v1/customer/cart/add',
    ]);
    expect(JSON.parse(String(calls[2]?.init.body)).guest_id).toBe('fresh');
  });

  it('shows an empty cart for an unknown guest instead of an error', async () => {
    stubBrowser(
      'guest_id=stale',
      { status: 401, body: { errors: [{ code: 'auth-001', message: 'x' }] } },
      { status: 200, body: { message: 'ok', guest_id: 'fresh' } },
    );
    expect(await fetchCart(guest)).toEqual([]);
  });
});
