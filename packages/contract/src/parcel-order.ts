import { PARCEL_CHARGE_PAYERS } from '@marketplace/domain/parcel/parcel-payer';
import { z } from 'zod';
import { AddressFieldsSchema, GuestContactInfoSchema } from './addresses';
import { ID_TOO_LARGE, MAX_ID } from './ids';

/*
 * The parcel order (issue 16): POST /customer/order/place and /customer/order/quote with
 * order_type "parcel". The sender is the body's own address and contact fields (address,
 * latitude, longitude, house, floor, road, contact_person_name, contact_person_number); the
 * receiver is receiver_details. The fee is the server's: no amount in the body is read.
 */

// ---------- messages ----------

export const PARCEL_CATEGORY_REQUIRED_MESSAGE = 'Please select a parcel category';
export const PARCEL_CATEGORY_NOT_FOUND_MESSAGE = 'This parcel category is not available';
export const PARCEL_RECEIVER_REQUIRED_MESSAGE = 'Receiver details are required';
export const PARCEL_SENDER_ADDRESS_REQUIRED_MESSAGE = 'Sender address is required';
export const PARCEL_SENDER_OUTSIDE_MESSAGE = 'We do not pick up parcels at this address yet';
export const PARCEL_RECEIVER_OUTSIDE_MESSAGE = 'We do not deliver parcels to this address yet';
export const PARCEL_RECEIVER_PAYS_CASH_MESSAGE = 'The receiver can only pay by cash on delivery';
export const PARCEL_MODULE_REQUIRED_MESSAGE = 'Choose the parcel module to send a parcel';

// ---------- fields ----------

export const ParcelChargePayerSchema = z.enum(PARCEL_CHARGE_PAYERS, {
  error: 'charge_payer must be sender or receiver',
});
export type ParcelChargePayer = z.infer<typeof ParcelChargePayerSchema>;

const address = AddressFieldsSchema.shape;
const contact = GuestContactInfoSchema.shape;

/** Who receives the parcel, and where (picked on the map or from a saved address). */
export const ParcelReceiverSchema = z.object(
  {
    contact_person_name: contact.contact_person_name,
    contact_person_number: contact.contact_person_number,
    address: address.address,
    latitude: address.latitude,
    longitude: address.longitude,
    house: address.house,
    floor: address.floor,
    road: address.road,
  },
  { error: PARCEL_RECEIVER_REQUIRED_MESSAGE },
);
export type ParcelReceiverInput = z.input<typeof ParcelReceiverSchema>;
export type ParcelReceiver = z.output<typeof ParcelReceiverSchema>;

/** The place body's parcel fields; optional there, required when order_type is parcel. */
export const ParcelPlaceFieldsSchema = z.object({
  parcel_category_id: z
    .number({ error: PARCEL_CATEGORY_REQUIRED_MESSAGE })
    .int({ error: PARCEL_CATEGORY_REQUIRED_MESSAGE })
    .positive({ error: PARCEL_CATEGORY_REQUIRED_MESSAGE })
    .max(MAX_ID, ID_TOO_LARGE),
  receiver_details: ParcelReceiverSchema,
  charge_payer: ParcelChargePayerSchema.default('sender'),
  /** Chosen from /customer/order/parcel-instructions or typed. */
  delivery_instruction: z
    .string()
    .trim()
    .max(500, { error: 'Must be at most 500 characters' })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ParcelPlaceFields = z.output<typeof ParcelPlaceFieldsSchema>;

/**
 * The sender, checked when order_type is parcel: the address and the point are required (a
 * store order may leave them out for take-away).
 */
export const ParcelSenderSchema = z.object({
  address: z
    .string({ error: PARCEL_SENDER_ADDRESS_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: PARCEL_SENDER_ADDRESS_REQUIRED_MESSAGE }),
  latitude: z.number({ error: PARCEL_SENDER_ADDRESS_REQUIRED_MESSAGE }),
  longitude: z.number({ error: PARCEL_SENDER_ADDRESS_REQUIRED_MESSAGE }),
});

// ---------- answers ----------

/** The receiver as an order shows it. */
export const OrderReceiverSchema = z.object({
  contact_person_name: z.string(),
  contact_person_number: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  house: z.string().nullable(),
  floor: z.string().nullable(),
  road: z.string().nullable(),
});

export const OrderParcelCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image_full_url: z.string(),
});
