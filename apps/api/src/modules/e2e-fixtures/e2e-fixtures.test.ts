import { E2eCustomerSchema, E2eWorldSchema } from '@marketplace/contract/e2e-fixtures';
import * as authEndpoints from '@marketplace/contract/endpoints/auth';
import { customerInfo } from '@marketplace/contract/endpoints/customer';
import { itemDetails, latestItems } from '@marketplace/contract/endpoints/items';
import { filteredStores } from '@marketplace/contract/endpoints/stores';
import { zoneIdAt } from '@marketplace/contract/endpoints/zones';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { buildModule } from '../../test/builders/module';
import { buildSettings } from '../../test/builders/settings';
import { entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';

const WORLD = {
  stores: [
    {
      module: 'food',
      name: 'Fixture Kitchen',
      schedule_order: true,
      items: [
        { name: 'Fixture Dal', price_minor: 450, add_ons: [{ name: 'Rice', price_minor: 100 }] },
      ],
    },
  ],
  coupons: [
    { module: 'food', percent: 15 },
    { module: 'food', percent: 20, expired: true },
  ],
};

describe('the e2e fixture routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { E2E_FIXTURES: 'on' } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await buildSettings(t.db);
    await buildModule(t.db, { moduleType: 'food' });
  });

  it('builds a world whose store is open at any hour and lists its item in its own zone', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/__e2e/worlds', payload: WORLD });
    expect(created.statusCode).toBe(200);
    const world = E2eWorldSchema.parse(created.json());
    const [store] = world.stores;
    if (!store) throw new Error('no store');
    const headers = { moduleId: String(store.module_id), zoneId: JSON.stringify([world.zone_id]) };

    const stores = await t.app.inject(
      entryRequest(filteredStores, {
        params: { type: 'all' },
        query: { limit: 10, offset: 1 },
        headers,
      }),
    );
    expect(stores.json().stores).toEqual([
      expect.objectContaining({ id: store.id, name: 'Fixture Kitchen', open: 1 }),
    ]);
    const items = await t.app.inject(
      entryRequest(latestItems, { query: { limit: 10, offset: 1 }, headers }),
    );
    expect(items.json().products).toEqual([
      expect.objectContaining({ slug: store.items[0]?.slug }),
    ]);
    // A list answers cards (issue 10); the item's add-on shows in its details.
    const details = await t.app.inject(
      entryRequest(itemDetails, { params: { id: String(store.items[0]?.id) }, headers }),
    );
    expect(details.json()).toMatchObject({ add_ons: [expect.objectContaining({ name: 'Rice' })] });
    const { lat, lng } = world.location;
    const zone = await t.app.inject(entryRequest(zoneIdAt, { query: { lat, lng } }));
    expect(zone.json()).toMatchObject({ zone_id: JSON.stringify([world.zone_id]) });
    expect(world.coupons).toHaveLength(2);
  });

  it('gives every world a zone of its own', async () => {
    const first = E2eWorldSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/__e2e/worlds', payload: WORLD })).json(),
    );
    const second = E2eWorldSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/__e2e/worlds', payload: WORLD })).json(),
    );
    expect(second.zone_id).not.toBe(first.zone_id);
    const { lat, lng } = second.location;
    const zone = await t.app.inject(entryRequest(zoneIdAt, { query: { lat, lng } }));
    expect(zone.json()).toMatchObject({ zone_id: JSON.stringify([second.zone_id]) });
  });

  it('makes a customer who signs in with the answered password and holds the wallet asked for', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/__e2e/customers',
      payload: { wallet_minor: 5_000 },
    });
    const customer = E2eCustomerSchema.parse(created.json());
    const login = await t.app.inject({
      ...entryRequest(authEndpoints.login),
      payload: {
        login_type: 'manual',
        email_or_phone: customer.email,
        password: customer.password,
        field_type: 'email',
      },
    });
    expect(login.statusCode).toBe(200);
    const info = await t.app.inject(
      entryRequest(customerInfo, { headers: { authorization: `Bearer ${login.json().token}` } }),
    );
    expect(info.json()).toMatchObject({ email: customer.email, wallet_balance: 50 });
  });

  it('refuses a world without stores with a 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/__e2e/worlds',
      payload: { stores: [] },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('without E2E_FIXTURES', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no fixture routes', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/__e2e/customers', payload: {} });
    expect(response.statusCode).toBe(404);
  });

  it('refuses to turn them on in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', E2E_FIXTURES: 'on' })).toThrow(
      /cannot be turned on in production/,
    );
  });
});
