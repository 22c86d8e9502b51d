import type { Endpoint } from '@marketplace/contract/endpoint';
import { signUp } from '@marketplace/contract/endpoints/auth';
import { cartAdd } from '@marketplace/contract/endpoints/cart';
import { newsletterSubscribe } from '@marketplace/contract/endpoints/newsletter';
import { orderPlace, orderQuote } from '@marketplace/contract/endpoints/orders';
import { itemSearch } from '@marketplace/contract/endpoints/search';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetCatalog } from '../modules/catalog/testing/catalog-fixture';
import {
  buildCatalogueWorld,
  type CatalogueWorld,
} from '../modules/catalog/testing/catalogue-world';
import { buildGuest, buildSignedInCustomer } from '../test/builders/caller';
import { entryRequest } from '../test/entry-request';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let w: CatalogueWorld;
let guestId: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    configure: (app) => {
      // A careless route decoding its input after the guards ran: PostgreSQL's own refusal of
      // the value must still be a 4xx.
      app.post<{ Body: { text: string; number: number } }>('/test/store', async (request) => {
        const text = decodeURIComponent(request.body.text);
        await t.db.execute(sql`select ${text}::text, ${request.body.number}::int`);
        return { ok: true };
      });
    },
  });
  await resetCatalog(t);
  w = await buildCatalogueWorld(t.db);
  guestId = await buildGuest(t.db);
  ({ token } = await buildSignedInCustomer(t.db));
});
afterAll(() => t.close());

const NUL = '\u0000';
const TOO_LARGE_ID = 2 ** 31;

function expect422(response: LightMyRequestResponse, field?: string) {
  expect(response.statusCode).toBe(422);
  const { errors } = ErrorEnvelopeSchema.parse(response.json());
  if (field) expect(errors.map((e) => e.code)).toContain(field);
  return errors;
}

const post = (
  entry: Pick<Endpoint, 'method' | 'path'>,
  payload: Record<string, unknown>,
  headers = {},
) => t.app.inject(entryRequest(entry, { payload, headers }));

describe('control characters (issue 12 §5): 422 in the envelope, never 500', () => {
  it('refuses a NUL byte in an unauthenticated search query', async () => {
    const response = await t.app.inject(
      entryRequest(itemSearch, {
        query: { name: `chicken${NUL}` },
        headers: { moduleId: String(w.food.id) },
      }),
    );
    const [error] = expect422(response, 'name');
    expect(error?.message).toBe('name must not contain control characters');
  });

  it('refuses a NUL byte in sign-up and newsletter fields', async () => {
    expect422(
      await post(signUp, {
        name: `Ada${NUL}`,
        email: 'ada@example.test',
        phone: '+15550100123',
        password: 'Secret123!',
        confirm_password: 'Secret123!',
      }),
      'name',
    );
    expect422(await post(newsletterSubscribe, { email: `a${NUL}@example.test` }), 'email');
  });

  it('refuses control characters deep in a body (a variation label) but keeps tabs and new lines', async () => {
    const errors = expect422(
      await post(
        cartAdd,
        {
          guest_id: guestId,
          item_id: 1,
          quantity: 1,
          variation: [{ name: 'Size', values: { label: [`Large\u0007`] } }],
        },
        { moduleId: String(w.food.id) },
      ),
    );
    expect(errors[0]?.code).toBe('variation.0.values.label.0');
    const withLines = await post(
      orderQuote,
      { payment_method: 'cash_on_delivery', order_note: 'Ring twice\n\tthen wait' },
      { moduleId: String(w.food.id), authorization: `Bearer ${token}` },
    );
    expect(withLines.statusCode).not.toBe(500);
    expect(JSON.stringify(withLines.json())).not.toContain('control characters');
  });
});

describe('ids in bodies (issue 12 §6): capped like ids in paths and queries', () => {
  it('refuses an item_id of 2^31 in cart add, quote and place with 422', async () => {
    const headers = { moduleId: String(w.food.id) };
    const line = { item_id: TOO_LARGE_ID, quantity: 1 };
    expect422(await post(cartAdd, { guest_id: guestId, ...line }, headers), 'item_id');
    const buyNow = {
      guest_id: guestId,
      payment_method: 'cash_on_delivery',
      is_buy_now: true,
      cart: [line],
    };
    expect422(await post(orderQuote, buyNow, headers), 'cart.0.item_id');
    expect422(await post(orderPlace, buyNow, headers), 'cart.0.item_id');
  });
});

describe('database backstop (issue 12 §5): a value PostgreSQL refuses is a 422', () => {
  it('answers 422 for a NUL byte the database refuses', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/store',
      payload: { text: 'a%00b', number: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(response.json()).errors[0]?.code).toBe('request');
  });

  it('answers 422 for a number out of the column range', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/store',
      payload: { text: 'a', number: TOO_LARGE_ID },
    });
    expect(response.statusCode).toBe(422);
  });
});
