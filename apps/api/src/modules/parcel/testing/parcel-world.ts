import type { BusinessSettings } from '../../../db/business-settings';
import type { Database } from '../../../db/client';
import type { zones } from '../../../db/schema/geo';
import { parcelCategories } from '../../../db/schema/parcel';
import { buildModule } from '../../../test/builders/module';
import { buildSettings } from '../../../test/builders/settings';
import { buildZone, buildZoneModule, squarePolygon } from '../../../test/builders/zone';

/** The sender's and the receiver's points, both inside the parcel zone (lat/lng 0..1). */
export const SENDER_POINT = { lat: 0.2, lng: 0.2 };
export const RECEIVER_POINT = { lat: 0.25, lng: 0.2 };
/** Outside every zone of the world. */
export const FAR_POINT = { lat: 5, lng: 5 };

/**
 * A parcel module delivering in one zone (per km 1.00, minimum 5.00, maximum 40.00), with a
 * category on its own rates (documents: 0.60/km, minimum 2.49) and one on the zone's (box).
 */
export async function buildParcelWorld(
  db: Database,
  options: { settings?: Partial<BusinessSettings>; zone?: Partial<typeof zones.$inferInsert> } = {},
) {
  const settings = await buildSettings(db, {
    tax_included: 0,
    parcel_tax: 0,
    time_zone: 'Asia/Dhaka',
    guest_checkout_status: 1,
    ...options.settings,
  });
  const zone = await buildZone(db, { polygon: squarePolygon(0, 0, 1), ...options.zone });
  const module = await buildModule(db, { moduleType: 'parcel' });
  await buildZoneModule(db, zone.id, module.id, {
    perKmShippingCharge: 100,
    minimumShippingCharge: 500,
    maximumShippingCharge: 4_000,
  });
  const [documents, box] = await db
    .insert(parcelCategories)
    .values([
      {
        moduleId: module.id,
        name: 'Documents',
        image: 'parcel-category/documents.svg',
        perKmShippingCharge: 60,
        minimumShippingCharge: 249,
      },
      { moduleId: module.id, name: 'Small box', image: 'parcel-category/small-box.svg' },
    ])
    .returning();
  if (!documents || !box) throw new Error('parcel categories not inserted');
  return { settings, zone, module, documents, box };
}

export type ParcelWorld = Awaited<ReturnType<typeof buildParcelWorld>>;

/** A parcel's place body from SENDER_POINT to RECEIVER_POINT, paid by the sender in cash. */
export function parcelBody(categoryId: number, overrides: Record<string, unknown> = {}) {
  return {
    order_type: 'parcel',
    payment_method: 'cash_on_delivery',
    parcel_category_id: categoryId,
    charge_payer: 'sender',
    address: '12 Sender Street',
    latitude: SENDER_POINT.lat,
    longitude: SENDER_POINT.lng,
    house: '4',
    contact_person_name: 'Sam Sender',
    contact_person_number: '+1 555 0100',
    receiver_details: {
      contact_person_name: 'Rita Receiver',
      contact_person_number: '+15550199',
      address: '8 Receiver Road',
      latitude: RECEIVER_POINT.lat,
      longitude: RECEIVER_POINT.lng,
      floor: '2',
    },
    delivery_instruction: 'Call the receiver before arriving',
    ...overrides,
  };
}
