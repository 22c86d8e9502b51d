import {
  AddressListSchema,
  AddressSavedSchema,
  MAX_SAVED_ADDRESSES,
} from '@marketplace/contract/addresses';
import type { Endpoint } from '@marketplace/contract/endpoint';
import {
  addressAdd,
  addressDelete,
  addressList,
  addressUpdate,
} from '@marketplace/contract/endpoints/addresses';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerAddresses } from '../../db/schema/orders';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { buildSettings } from '../../test/builders/settings';
import { buildZone, squarePolygon } from '../../test/builders/zone';
import { type EntryInput, entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let city: { id: number };
let suburb: { id: number };
beforeEach(async () => {
  await t.reset();
  await buildSettings(t.db);
  // city covers 10..12 x 20..22; suburb overlaps its north-east corner (11..13 x 21..23).
  city = await buildZone(t.db, { polygon: squarePolygon(10, 20, 2) });
  suburb = await buildZone(t.db, { polygon: squarePolygon(11, 21, 2) });
});

function send(
  entry: Pick<Endpoint, 'method' | 'path'>,
  { token, ...input }: { token?: string } & Pick<EntryInput, 'params' | 'query' | 'payload'> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject(
    entryRequest(entry, {
      ...input,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
  );
}

const body = (overrides: Record<string, unknown> = {}) => ({
  address: '12 Main Street',
  address_type: 'home',
  contact_person_name: 'Ada Lovelace',
  contact_person_number: '+15550100000',
  latitude: 10.5,
  longitude: 20.5,
  house: '4B',
  floor: '2',
  road: 'Main Street',
  additional_information: 'Ring twice',
  ...overrides,
});

async function add(token: string, overrides: Record<string, unknown> = {}) {
  const response = await send(addressAdd, {
    token,
    payload: body(overrides),
  });
  expect(response.statusCode).toBe(200);
  return AddressSavedSchema.parse(response.json()).address;
}

const errorsOf = (response: LightMyRequestResponse) =>
  ErrorEnvelopeSchema.parse(response.json()).errors;

describe('POST /customer/address/add', () => {
  it('saves the address with the zone ids the server computes from the point', async () => {
    const { userId, token } = await buildSignedInCustomer(t.db);
    const response = await send(addressAdd, {
      token,
      // A client cannot choose its zones.
      payload: { ...body({ latitude: 11.5, longitude: 21.5 }), zone_ids: [999] },
    });
    expect(response.statusCode).toBe(200);
    const saved = AddressSavedSchema.parse(response.json());
    expect(saved.message).toBe('Successfully added!');
    expect(saved.zone_ids).toEqual([city.id, suburb.id]);
    expect(saved.address).toMatchObject({
      user_id: userId,
      address: '12 Main Street',
      address_type: 'home',
      address_label: 'home',
      contact_person_name: 'Ada Lovelace',
      contact_person_number: '+15550100000',
      latitude: 11.5,
      longitude: 21.5,
      house: '4B',
      floor: '2',
      road: 'Main Street',
      additional_information: 'Ring twice',
      zone_id: city.id,
      zone_ids: [city.id, suburb.id],
    });
    const [row] = await t.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.id, saved.address.id));
    expect(row?.zoneIds).toEqual([city.id, suburb.id]);
  });

  it("answers the spec's message for each missing field (422, code = field)", async () => {
    const { token } = await buildSignedInCustomer(t.db);
    const response = await send(addressAdd, {
      token,
      payload: body({ address: '', contact_person_name: ' ', contact_person_number: '' }),
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      { code: 'address', message: 'Address is required' },
      { code: 'contact_person_name', message: 'Name is required' },
      { code: 'contact_person_number', message: 'Phone Number is required' },
    ]);
  });

  it("refuses a type other than home, office or other (a 'Selected Address' is not saved)", async () => {
    const { token } = await buildSignedInCustomer(t.db);
    const response = await send(addressAdd, {
      token,
      payload: body({ address_type: 'Selected Address' }),
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]?.code).toBe('address_type');
  });

  it('keeps the label optional only for type other', async () => {
    const { token } = await buildSignedInCustomer(t.db);
    expect((await add(token, { address_type: 'office' })).address_label).toBe('office');
    expect((await add(token, { address_type: 'other' })).address_label).toBeNull();
    expect((await add(token, { address_type: 'other', address_label: 'Gym' })).address_label).toBe(
      'Gym',
    );
  });

  it('refuses a point outside every zone with 422 code coordinates', async () => {
    const { token } = await buildSignedInCustomer(t.db);
    const response = await send(addressAdd, {
      token,
      payload: body({ latitude: -40, longitude: 20.5 }),
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      { code: 'coordinates', message: 'Service not available in this area' },
    ]);
    expect(await t.db.select().from(customerAddresses)).toEqual([]);
  });

  it('needs a customer: 401 without a token, 403 for a guest', async () => {
    const guestId = await buildGuest(t.db);
    const anonymous = await send(addressAdd, { payload: body() });
    expect(anonymous.statusCode).toBe(401);
    expect(errorsOf(anonymous)[0]?.code).toBe('auth-001');
    const guest = await send(addressAdd, {
      payload: { ...body(), guest_id: guestId },
    });
    expect(guest.statusCode).toBe(403);
    expect(errorsOf(guest)).toEqual([
      { code: 'guest', message: 'Sign in to save and list addresses' },
    ]);
  });

  it(`stops at ${MAX_SAVED_ADDRESSES} addresses, even when two adds race`, async () => {
    const { userId, token } = await buildSignedInCustomer(t.db);
    const row = {
      userId,
      address: 'x',
      addressType: 'home' as const,
      contactPersonName: 'x',
      contactPersonNumber: '5550100000',
      latitude: 10.5,
      longitude: 20.5,
      zoneIds: [city.id],
    };
    await t.db.insert(customerAddresses).values(Array(MAX_SAVED_ADDRESSES - 1).fill(row));
    const [first, second] = await Promise.all([
      send(addressAdd, { token, payload: body() }),
      send(addressAdd, { token, payload: body() }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.userId, userId));
    expect(rows).toHaveLength(MAX_SAVED_ADDRESSES);
  });
});

describe('GET /customer/address/list', () => {
  it("pages the caller's own addresses, newest first", async () => {
    const { token } = await buildSignedInCustomer(t.db);
    const other = await buildSignedInCustomer(t.db);
    const first = await add(token, { address: 'first' });
    const second = await add(token, { address: 'second' });
    const third = await add(token, { address: 'third' });
    await add(other.token, { address: 'not mine' });

    const page1 = AddressListSchema.parse(
      (await send(addressList, { query: { limit: 2, offset: 1 }, token })).json(),
    );
    expect(page1).toMatchObject({ total_size: 3, limit: 2, offset: 1 });
    expect(page1.addresses.map((a) => a.id)).toEqual([third.id, second.id]);
    const page2 = AddressListSchema.parse(
      (await send(addressList, { query: { limit: 2, offset: 2 }, token })).json(),
    );
    expect(page2.addresses.map((a) => a.id)).toEqual([first.id]);
  });

  it("keeps only addresses whose zone_ids include the store's zone (spec 02 §5)", async () => {
    const { token } = await buildSignedInCustomer(t.db);
    const cityOnly = await add(token, { latitude: 10.5, longitude: 20.5 });
    const both = await add(token, { latitude: 11.5, longitude: 21.5 });
    const suburbOnly = await add(token, { latitude: 12.5, longitude: 22.5 });

    const list = async (query: Record<string, number> = {}) =>
      AddressListSchema.parse((await send(addressList, { query, token })).json());
    const inCity = await list({ store_zone_id: city.id });
    expect(inCity.total_size).toBe(2);
    expect(inCity.addresses.map((a) => a.id)).toEqual([both.id, cityOnly.id]);
    const inSuburb = await list({ store_zone_id: suburb.id });
    expect(inSuburb.addresses.map((a) => a.id)).toEqual([suburbOnly.id, both.id]);
    expect((await list({ store_zone_id: 999 })).addresses).toEqual([]);
    expect((await list()).total_size).toBe(3);
  });

  it('answers 422 for a bad store_zone_id and 403 for a guest', async () => {
    const { token } = await buildSignedInCustomer(t.db);
    const bad = await send(addressList, { query: { store_zone_id: 'abc' }, token });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)[0]?.code).toBe('store_zone_id');
    const guestId = await buildGuest(t.db);
    expect((await send(addressList, { query: { guest_id: guestId } })).statusCode).toBe(403);
    expect((await send(addressList)).statusCode).toBe(401);
  });
});

describe('PUT /customer/address/update/{id}', () => {
  it('replaces the address and recomputes its zones', async () => {
    const { token } = await buildSignedInCustomer(t.db);
    const saved = await add(token);
    const response = await send(addressUpdate, {
      params: { id: saved.id },
      token,
      payload: body({
        address: 'New place',
        address_type: 'other',
        address_label: 'Studio',
        latitude: 12.5,
        longitude: 22.5,
        house: '',
      }),
    });
    expect(response.statusCode).toBe(200);
    const updated = AddressSavedSchema.parse(response.json());
    expect(updated.message).toBe('updated successfully!');
    expect(updated.zone_ids).toEqual([suburb.id]);
    expect(updated.address).toMatchObject({
      id: saved.id,
      address: 'New place',
      address_type: 'other',
      address_label: 'Studio',
      house: null,
      zone_ids: [suburb.id],
    });
  });

  it("answers 404 address for another customer's address and leaves it alone", async () => {
    const owner = await buildSignedInCustomer(t.db);
    const intruder = await buildSignedInCustomer(t.db);
    const saved = await add(owner.token);
    const response = await send(addressUpdate, {
      params: { id: saved.id },
      token: intruder.token,
      payload: body({ address: 'hijacked' }),
    });
    expect(response.statusCode).toBe(404);
    expect(errorsOf(response)).toEqual([{ code: 'address', message: 'Address not found' }]);
    const [row] = await t.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.id, saved.id));
    expect(row?.address).toBe('12 Main Street');
  });

  it('refuses to move an address outside every zone', async () => {
    const { token } = await buildSignedInCustomer(t.db);
    const saved = await add(token);
    const response = await send(addressUpdate, {
      params: { id: saved.id },
      token,
      payload: body({ latitude: 0, longitude: 0 }),
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]?.code).toBe('coordinates');
  });

  it('answers 422 for an id that is not a number', async () => {
    const { token } = await buildSignedInCustomer(t.db);
    const response = await send(addressUpdate, {
      params: { id: 'abc' },
      token,
      payload: body(),
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]?.code).toBe('id');
  });
});

describe('DELETE /customer/address/delete', () => {
  it('removes only the caller’s own address', async () => {
    const owner = await buildSignedInCustomer(t.db);
    const intruder = await buildSignedInCustomer(t.db);
    const saved = await add(owner.token);

    const foreign = await send(addressDelete, {
      query: { address_id: saved.id },
      token: intruder.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorsOf(foreign)[0]?.code).toBe('address');

    const own = await send(addressDelete, {
      query: { address_id: saved.id },
      token: owner.token,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: 'Successfully removed!' });
    expect(await t.db.select().from(customerAddresses)).toEqual([]);

    const again = await send(addressDelete, {
      query: { address_id: saved.id },
      token: owner.token,
    });
    expect(again.statusCode).toBe(404);
  });

  it('needs an address_id and a customer', async () => {
    const { token } = await buildSignedInCustomer(t.db);
    const missing = await send(addressDelete, { token });
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing)[0]?.code).toBe('address_id');
    expect((await send(addressDelete, { query: { address_id: 1 } })).statusCode).toBe(401);
  });
});
