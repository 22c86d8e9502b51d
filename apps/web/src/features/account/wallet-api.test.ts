import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTopUp, topUpBody, transferPoints } from './wallet-api';

// Issue 12 §4: the storefront sends the attempt's Idempotency-Key on the money-moving wallet
// calls, so a retried request after a lost answer moves money once (the API keeps the answer).
function answering(json: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(json), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

function sentHeaders(fetchMock: ReturnType<typeof answering>): Record<string, string> {
  const init = fetchMock.mock.calls[0]?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
}

afterEach(() => vi.unstubAllGlobals());

describe('wallet calls carry the attempt’s Idempotency-Key', () => {
  it('sends the key with a point transfer', async () => {
    const fetchMock = answering({ message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    await transferPoints(250, 'attempt-1');
    expect(sentHeaders(fetchMock)['Idempotency-Key']).toBe('attempt-1');
  });

  it('sends the key with a top-up, whose callback is this storefront’s wallet page', async () => {
    const fetchMock = answering({ redirect_link: 'http://127.0.0.1:4000/payment/demo/t' });
    vi.stubGlobal('fetch', fetchMock);
    const body = topUpBody(20, 'demo_card', 'https://shop.example');
    await startTopUp(body, 'attempt-2');
    expect(sentHeaders(fetchMock)['Idempotency-Key']).toBe('attempt-2');
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(JSON.parse(String(init.body))).toMatchObject({
      amount: 20,
      payment_method: 'demo_card',
      callback: 'https://shop.example/wallet',
    });
  });
});
