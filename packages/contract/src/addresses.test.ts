import { describe, expect, it } from 'vitest';
import { AddressBodySchema, AddressListQuerySchema, GuestContactInfoSchema } from './addresses';

const valid = {
  address: '12 Main Street',
  address_type: 'home',
  contact_person_name: 'Ada',
  contact_person_number: '+1 555 010 0000',
  latitude: 23.7,
  longitude: 90.4,
};

function messagesOf(input: unknown): Record<string, string> {
  const result = AddressBodySchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('AddressBodySchema', () => {
  it("answers the spec's messages for the required fields (spec 01 §5)", () => {
    expect(
      messagesOf({
        ...valid,
        address: ' ',
        contact_person_name: '',
        contact_person_number: undefined,
      }),
    ).toEqual({
      address: 'Address is required',
      contact_person_name: 'Name is required',
      contact_person_number: 'Phone Number is required',
    });
  });

  it('labels home and office with their type; the label is optional only for other', () => {
    expect(AddressBodySchema.parse(valid).address_label).toBe('home');
    expect(AddressBodySchema.parse({ ...valid, address_type: 'office' }).address_label).toBe(
      'office',
    );
    expect(AddressBodySchema.parse({ ...valid, address_type: 'other' }).address_label).toBeNull();
    expect(
      AddressBodySchema.parse({ ...valid, address_type: 'other', address_label: ' Gym ' })
        .address_label,
    ).toBe('Gym');
  });

  it('rejects other types, bad numbers and coordinates out of range', () => {
    expect(messagesOf({ ...valid, address_type: 'Selected Address' }).address_type).toBe(
      'address_type must be home, office or other',
    );
    expect(messagesOf({ ...valid, contact_person_number: 'call me' }).contact_person_number).toBe(
      'Invalid phone number',
    );
    expect(Object.keys(messagesOf({ ...valid, latitude: 91, longitude: '' }))).toEqual([
      'latitude',
      'longitude',
    ]);
  });

  it('keeps digits and the plus of the number, reads numeric strings, and stores blanks as null', () => {
    const body = AddressBodySchema.parse({
      ...valid,
      latitude: '23.5',
      longitude: '90.25',
      house: '  ',
      road: ' 5th ',
    });
    expect(body).toMatchObject({
      contact_person_number: '+15550100000',
      latitude: 23.5,
      longitude: 90.25,
      house: null,
      floor: null,
      road: '5th',
    });
  });
});

describe('AddressListQuerySchema', () => {
  it('pages and reads an optional store zone', () => {
    expect(AddressListQuerySchema.parse({})).toEqual({ limit: 10, offset: 1 });
    expect(AddressListQuerySchema.parse({ store_zone_id: '3' }).store_zone_id).toBe(3);
    expect(AddressListQuerySchema.safeParse({ store_zone_id: 'x' }).success).toBe(false);
  });
});

describe('GuestContactInfoSchema', () => {
  it('needs a name and a number; the e-mail is optional but must be valid', () => {
    const ok = GuestContactInfoSchema.parse({
      contact_person_name: 'Ada',
      contact_person_number: '5550100000',
      contact_person_email: '',
    });
    expect(ok.contact_person_email).toBeNull();
    const bad = GuestContactInfoSchema.safeParse({
      contact_person_name: '',
      contact_person_number: '5550100000',
      contact_person_email: 'nope',
    });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['contact_person_name', 'Name is required'],
      ['contact_person_email', 'Must be a valid email'],
    ]);
  });
});
