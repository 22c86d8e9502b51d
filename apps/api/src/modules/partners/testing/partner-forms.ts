/** Builders and calls for the partner sign-up tests (never imported by the app). */
import { apiPath } from '@marketplace/contract/endpoint';
import { deliveryManStore, vendorRegister } from '@marketplace/contract/endpoints/partners';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { OPERATOR_KEY_HEADER } from '@marketplace/contract/order-tracking';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../app-types';
import type { Database } from '../../../db/client';
import { buildModule } from '../../../test/builders/module';
import { uniqueNumber } from '../../../test/builders/sequence';
import { buildZone, buildZoneModule, squarePolygon } from '../../../test/builders/zone';
import { nextIp } from '../../auth/auth-test-kit';

export const OPERATOR_KEY = 'partners-operator-key';

export type FormFile = { bytes: Uint8Array; name: string; type?: string };
export type FormValue = string | FormFile | FormFile[];

/** A zone (the square 10..11 N, 20..21 E) where a grocery module is offered, and a parcel module. */
export async function buildPartnerWorld(db: Database) {
  const zone = await buildZone(db, { polygon: squarePolygon(10, 20, 1) });
  const module = await buildModule(db, { moduleType: 'grocery' });
  const parcel = await buildModule(db, { moduleType: 'parcel' });
  const elsewhere = await buildModule(db, { moduleType: 'food' });
  await buildZoneModule(db, zone.id, module.id);
  await buildZoneModule(db, zone.id, parcel.id);
  return { zone, module, parcel, elsewhere };
}
export type PartnerWorld = Awaited<ReturnType<typeof buildPartnerWorld>>;

/** A fresh e-mail and phone. */
export function contacts() {
  const n = uniqueNumber();
  return { email: `partner${n}@example.test`, phone: `+1666${String(n).padStart(7, '0')}` };
}

export function vendorFields(world: PartnerWorld, image: FormFile): Record<string, FormValue> {
  return {
    f_name: 'Ana',
    l_name: 'Baker',
    ...contacts(),
    password: 'secret12',
    store_name: 'Ana Bakes',
    store_name_es: 'Ana Hornea',
    address: '1 Flour Street',
    address_fr: '1 rue de la Farine',
    latitude: '10.5',
    longitude: '20.5',
    zone_id: String(world.zone.id),
    module_id: String(world.module.id),
    logo: image,
    cover_photo: image,
    tax: '7.5',
    delivery_time: '20-30 min',
  };
}

export function deliveryManFields(world: PartnerWorld, image: FormFile): Record<string, FormValue> {
  return {
    f_name: 'Bo',
    l_name: 'Rider',
    ...contacts(),
    password: 'secret12',
    zone_id: String(world.zone.id),
    vehicle_type: 'motorbike',
    earning: '1',
    identity_type: 'passport',
    identity_number: 'P 1234567',
    identity_image: [image, image],
    image,
  };
}

export function toForm(fields: Record<string, FormValue | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const entry of Array.isArray(value) ? value : [value]) {
      if (typeof entry === 'string') form.append(name, entry);
      else
        form.append(name, new Blob([entry.bytes], { type: entry.type ?? 'image/png' }), entry.name);
    }
  }
  return form;
}

/** Posts a partner form (multipart) to the entry's path from its own client address. */
function postFormTo(entry: typeof vendorRegister | typeof deliveryManStore) {
  return (
    app: App,
    fields: Record<string, FormValue | undefined>,
    ip = nextIp(),
  ): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: apiPath(entry), payload: toForm(fields), remoteAddress: ip });
}

export const postVendor = postFormTo(vendorRegister);
export const postDeliveryMan = postFormTo(deliveryManStore);

export function operator(
  app: App,
  method: 'GET' | 'PUT',
  url: string,
  body?: Record<string, unknown>,
  key: string | null = OPERATOR_KEY,
) {
  return app.inject({
    method,
    url,
    ...(body ? { payload: body } : {}),
    headers: key === null ? {} : { [OPERATOR_KEY_HEADER]: key },
  });
}

/** The error entries of an answer, as {code: message}. */
export function fieldErrors(response: LightMyRequestResponse): Record<string, string> {
  const { errors } = ErrorEnvelopeSchema.parse(response.json());
  return Object.fromEntries(errors.map((e) => [e.code, e.message]));
}
