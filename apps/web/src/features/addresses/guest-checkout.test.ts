import { describe, expect, it } from 'vitest';
import { buildGuestContact, buildLocalAddress } from './address-test-builders';
import {
  type GuestCheckout,
  parseGuestCheckout,
  withGuestAddress,
  withGuestContact,
} from './guest-checkout';
import { createSessionValue, type KeyValueStorage } from './session-value';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('parseGuestCheckout', () => {
  it('reads what was stored and drops what no longer parses', () => {
    const stored: GuestCheckout = { contact: buildGuestContact(), address: buildLocalAddress() };
    expect(parseGuestCheckout(JSON.stringify(stored))).toEqual(stored);
    expect(parseGuestCheckout(null)).toEqual({ contact: null, address: null });
    expect(parseGuestCheckout('{not json')).toEqual({ contact: null, address: null });
    expect(
      parseGuestCheckout(
        JSON.stringify({
          contact: { contact_person_name: '' },
          address: { ...buildLocalAddress(), zone_ids: [] },
        }),
      ),
    ).toEqual({ contact: null, address: null });
  });
});

describe('withGuestContact / withGuestAddress', () => {
  it('moves road, house and floor from the contact form onto the local address', () => {
    const state = { contact: null, address: buildLocalAddress() };
    const next = withGuestContact(state, buildGuestContact({ road: 'New Road', floor: null }));
    expect(next.address).toMatchObject({ road: 'New Road', house: '9', floor: null });
  });

  it('fills the contact info from a saved address form, keeping the e-mail', () => {
    const state = { contact: buildGuestContact(), address: null };
    const next = withGuestAddress(state, buildLocalAddress());
    expect(next.contact).toEqual({
      contact_person_name: 'Guest',
      contact_person_number: '5550100001',
      contact_person_email: 'grace@example.test',
      road: 'Lane',
      house: '1',
      floor: '3',
    });
  });
});

describe('createSessionValue', () => {
  it('writes JSON to the storage, notifies subscribers and keeps snapshots stable', () => {
    const storage = memoryStorage();
    const value = createSessionValue('k', parseGuestCheckout, () => storage);
    let calls = 0;
    const unsubscribe = value.subscribe(() => {
      calls += 1;
    });
    expect(value.read()).toBe(value.empty);
    const next = { contact: buildGuestContact(), address: null };
    value.write(next);
    expect(calls).toBe(1);
    expect(JSON.parse(storage.data.get('k') ?? '')).toEqual(next);
    expect(value.read()).toEqual(next);
    expect(value.read()).toBe(value.read());
    value.write(null);
    expect(storage.data.has('k')).toBe(false);
    unsubscribe();
    value.write(next);
    expect(calls).toBe(2);
  });

  it('keeps the value in memory when storage is blocked', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const value = createSessionValue('k', parseGuestCheckout, () => blocked);
    const next = { contact: buildGuestContact(), address: null };
    value.write(next);
    expect(value.read()).toEqual(next);
  });
});
