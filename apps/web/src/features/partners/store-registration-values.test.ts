import {
  DELIVERY_TIME_RANGE,
  DELIVERY_TIME_REQUIRED,
  LOCATION_REQUIRED,
  LOGO_REQUIRED,
} from '@marketplace/contract/partners';
import { describe, expect, it } from 'vitest';
import { bodyResolver } from './body-resolver';
import { StoreRegistrationFormSchema } from './partner-form-schemas';
import {
  EMPTY_STORE_REGISTRATION,
  findStoreStep,
  type StoreRegistrationValues,
  storeFieldOf,
  toStoreRegistrationBody,
} from './store-registration-values';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

const filled = (): StoreRegistrationValues => ({
  ...EMPTY_STORE_REGISTRATION,
  store_name: 'Ana Bakes',
  store_name_es: 'Ana Hornea',
  address: '1 Main St',
  zone_id: '1',
  module_id: '2',
  latitude: 23.75,
  longitude: 90.39,
  logo: png(),
  cover_photo: png(),
  tax: '7.5',
  delivery_min: '20',
  delivery_max: '30',
  delivery_unit: 'min',
  f_name: 'Ana',
  phone: '600111222',
  email: 'ana@example.com',
  password: 'secret1',
  confirm_password: 'secret1',
});

const resolve = (values: StoreRegistrationValues) =>
  bodyResolver(
    StoreRegistrationFormSchema,
    (v) => toStoreRegistrationBody(v, `+34${v.phone}`),
    storeFieldOf,
  )(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the vendor form sends the body of POST /auth/vendor/register', () => {
  it('a filled form is a body the contract accepts, the range as "20-30 min"', async () => {
    const result = await resolve(filled());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      store_name: 'Ana Bakes',
      store_name_es: 'Ana Hornea',
      zone_id: 1,
      module_id: 2,
      tax: 7.5,
      phone: '+34600111222',
      delivery_time: '20-30 min',
    });
  });

  it('a delivery range that runs backwards is shown under its first number', async () => {
    const result = await resolve({ ...filled(), delivery_min: '30', delivery_max: '20' });
    expect(result.errors).toEqual({
      delivery_min: expect.objectContaining({ message: DELIVERY_TIME_RANGE }),
    });
  });

  it('an empty range is required; a missing logo and an unconfirmed location name their fields', async () => {
    const result = await resolve({
      ...filled(),
      delivery_min: '',
      delivery_max: '',
      logo: null,
      latitude: null,
      longitude: null,
    });
    expect(result.errors).toMatchObject({
      delivery_min: { message: DELIVERY_TIME_REQUIRED },
      logo: { message: LOGO_REQUIRED },
      latitude: { message: LOCATION_REQUIRED },
    });
  });

  it('a server error opens the step of its field', () => {
    expect(findStoreStep('store_name_fr')).toBe(0);
    expect(findStoreStep(storeFieldOf('longitude'))).toBe(1);
    expect(findStoreStep(storeFieldOf('delivery_time'))).toBe(2);
    expect(findStoreStep('email')).toBe(3);
  });
});
