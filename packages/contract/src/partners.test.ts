import { describe, expect, it } from 'vitest';
import {
  DELIVERY_TIME_FORMAT,
  DELIVERY_TIME_RANGE,
  DeliveryManStoreBodySchema,
  IDENTITY_IMAGE_REQUIRED,
  LOGO_REQUIRED,
  OperatorApplicationDecisionBodySchema,
  REJECTION_REASON_REQUIRED,
  TAX_INVALID,
  TOO_MANY_IDENTITY_IMAGES,
  VendorRegisterBodySchema,
} from './partners';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });

const vendorForm = () => ({
  f_name: 'Ana',
  l_name: '',
  email: 'ana@example.com',
  phone: '+34 600 111 222',
  password: 'secret1',
  store_name: 'Ana Bakes',
  store_name_es: 'Ana Hornea',
  store_name_fr: '',
  address: '1 Main St',
  latitude: '23.75',
  longitude: '90.39',
  zone_id: '1',
  module_id: '2',
  logo: png(),
  cover_photo: png(),
  tax: '7.5',
  delivery_time: '20-30 min',
});

/** The failing fields and their messages. */
function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
  );
}

describe('vendor register body', () => {
  it('reads a filled form as sent by multipart (text numbers, empty optional fields)', () => {
    const parsed = VendorRegisterBodySchema.parse(vendorForm());
    expect(parsed).toMatchObject({ zone_id: 1, module_id: 2, latitude: 23.75, tax: 7.5 });
    expect(parsed.store_name_fr).toBeUndefined();
    expect(parsed.l_name).toBeUndefined();
  });

  it('names each failing field with its message', () => {
    const result = VendorRegisterBodySchema.safeParse({
      ...vendorForm(),
      logo: undefined,
      tax: '101',
      delivery_time: '30-20 min',
      zone_id: 'abc',
    });
    expect(issues(result)).toMatchObject({
      logo: LOGO_REQUIRED,
      tax: TAX_INVALID,
      delivery_time: DELIVERY_TIME_RANGE,
      zone_id: 'Please choose a zone',
    });
  });

  it('refuses a delivery time that is not a range', () => {
    const result = VendorRegisterBodySchema.safeParse({ ...vendorForm(), delivery_time: 'soon' });
    expect(issues(result)).toEqual({ delivery_time: DELIVERY_TIME_FORMAT });
  });
});

describe('delivery man store body', () => {
  const form = () => ({
    f_name: 'Bo',
    email: 'bo@example.com',
    phone: '+33612345678',
    password: 'secret1',
    zone_id: '1',
    vehicle_type: 'motorbike',
    earning: '1',
    identity_type: 'passport',
    identity_number: 'AB 123456',
    identity_image: png(),
    image: png(),
  });

  it('takes a single identity image as a list and reads earning 1 as freelance', () => {
    const parsed = DeliveryManStoreBodySchema.parse(form());
    expect(parsed.identity_image).toHaveLength(1);
    expect(parsed.earning).toBe('freelance');
    expect(DeliveryManStoreBodySchema.parse({ ...form(), earning: 0 }).earning).toBe('salaried');
  });

  it('needs one to three identity images', () => {
    expect(
      issues(DeliveryManStoreBodySchema.safeParse({ ...form(), identity_image: undefined })),
    ).toEqual({
      identity_image: IDENTITY_IMAGE_REQUIRED,
    });
    expect(
      issues(
        DeliveryManStoreBodySchema.safeParse({
          ...form(),
          identity_image: [png(), png(), png(), png()],
        }),
      ),
    ).toEqual({ identity_image: TOO_MANY_IDENTITY_IMAGES });
  });

  it('refuses unknown vehicle, earning and identity types', () => {
    const result = DeliveryManStoreBodySchema.safeParse({
      ...form(),
      vehicle_type: 'rocket',
      earning: '2',
      identity_type: 'library_card',
    });
    expect(Object.keys(issues(result)).sort()).toEqual([
      'earning',
      'identity_type',
      'vehicle_type',
    ]);
  });
});

describe('operator decision body', () => {
  it('a rejection needs a reason', () => {
    expect(OperatorApplicationDecisionBodySchema.safeParse({ action: 'approve' }).success).toBe(
      true,
    );
    const result = OperatorApplicationDecisionBodySchema.safeParse({
      action: 'reject',
      reason: ' ',
    });
    expect(result.error?.issues[0]?.message).toBe(REJECTION_REASON_REQUIRED);
  });
});
