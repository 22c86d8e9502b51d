import { PASSWORDS_MUST_MATCH } from '@marketplace/contract/auth-messages';
import {
  DeliveryManStoreBodySchema,
  EARNING_REQUIRED,
  IDENTITY_IMAGE_REQUIRED,
  PROFILE_IMAGE_REQUIRED,
} from '@marketplace/contract/partners';
import { describe, expect, it } from 'vitest';
import { bodyResolver } from './body-resolver';
import {
  type DeliveryManValues,
  deliveryManFieldOf,
  EMPTY_DELIVERY_MAN,
  findDeliveryManStep,
  toDeliveryManBody,
} from './delivery-man-values';
import { DeliveryManRegistrationFormSchema, withoutConfirmation } from './partner-form-schemas';

const png = (name = 'id.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const filled = (): DeliveryManValues => ({
  ...EMPTY_DELIVERY_MAN,
  f_name: 'Bo',
  phone: '612345678',
  email: 'bo@example.com',
  password: 'secret1',
  confirm_password: 'secret1',
  image: png('me.png'),
  zone_id: '1',
  vehicle_type: 'motorbike',
  earning: '0',
  identity_type: 'passport',
  identity_number: 'AB 123456',
  identity_image: [png(), png()],
});

const resolve = (values: DeliveryManValues) =>
  bodyResolver(
    DeliveryManRegistrationFormSchema,
    (v) => toDeliveryManBody(v, `+33${v.phone}`),
    deliveryManFieldOf,
  )(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the delivery-man form sends the body of POST /auth/delivery-man/store', () => {
  it('a filled form is accepted; what is sent is the contract input, without the confirmation', async () => {
    expect((await resolve(filled())).errors).toEqual({});
    const sent = withoutConfirmation(toDeliveryManBody(filled(), '+33612345678'));
    // The earning goes as the form field '0' (salaried), not as the schema's parsed 'salaried'.
    expect(sent).toMatchObject({ phone: '+33612345678', earning: '0', zone_id: '1' });
    expect(sent).not.toHaveProperty('confirm_password');
    expect(DeliveryManStoreBodySchema.parse(sent).earning).toBe('salaried');
  });

  it('names the missing photo, identity images and earning, and passwords that differ', async () => {
    const result = await resolve({
      ...filled(),
      image: null,
      identity_image: [],
      earning: '',
      confirm_password: 'secret2',
    });
    expect(result.errors).toMatchObject({
      image: { message: PROFILE_IMAGE_REQUIRED },
      identity_image: { message: IDENTITY_IMAGE_REQUIRED },
      earning: { message: EARNING_REQUIRED },
    });
    const mismatch = await resolve({ ...filled(), confirm_password: 'secret2' });
    expect(mismatch.errors).toMatchObject({ confirm_password: { message: PASSWORDS_MUST_MATCH } });
  });

  it('a taken e-mail or phone opens the first step', () => {
    expect(findDeliveryManStep('email')).toBe(0);
    expect(findDeliveryManStep('phone')).toBe(0);
    expect(findDeliveryManStep('identity_number')).toBe(2);
  });
});
