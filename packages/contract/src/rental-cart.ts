import { z } from 'zod';
import { AmountSchema } from './flags';
import { ID_TOO_LARGE, MAX_ID } from './ids';
import { RentalProviderSchema, TripTypeSchema, VehicleSchema } from './rental-catalog';

/*
 * The rental cart (API-CONTRACT "Rental", spec 02 §3): one provider's vehicles for one trip.
 * The client's price and distance are never read: the server prices every line and asks the
 * maps provider for the distance and duration.
 */

export const RENTAL_CART_ADDED_MESSAGE = 'The vehicle successfully added to your cart.';
export const RENTAL_PROVIDER_CONFLICT_MESSAGE =
  'Your cart has vehicles of another provider. Only one provider is allowed in the rental cart.';
export const TRIP_TYPE_CONFLICT_MESSAGE =
  'Some vehicles in your cart do not offer this trip type. Remove them to continue.';
export const RENTAL_CART_LINE_NOT_FOUND_MESSAGE = 'Cart item not found';
export const RENTAL_CART_EMPTY_MESSAGE = 'Your rental cart is empty';
export const PICKUP_IN_PAST_MESSAGE = 'The pickup time must not be in the past';
export const PICKUP_ZONE_MESSAGE = 'Pickup is not available at this location';
export const PICKUP_OUTSIDE_PROVIDER_ZONE_MESSAGE =
  'This provider does not hand over vehicles at this pickup location';

const guestId = z.union([z.string(), z.number()]).optional().nullable();

const latitude = 'lat must be a number between -90 and 90';
const longitude = 'lng must be a number between -180 and 180';
export const TripPlaceSchema = z.object({
  lat: z.number({ error: latitude }).min(-90, { error: latitude }).max(90, { error: latitude }),
  lng: z
    .number({ error: longitude })
    .min(-180, { error: longitude })
    .max(180, { error: longitude }),
  location_name: z
    .string({ error: 'location_name is required' })
    .trim()
    .min(1, { error: 'location_name is required' })
    .max(500, { error: 'location_name must be at most 500 characters' }),
});
export type TripPlace = z.infer<typeof TripPlaceSchema>;

/** A trip place in a request, named in its error when it is missing or not a place. */
const tripPlaceField = (field: string) =>
  z.object(TripPlaceSchema.shape, {
    error: `${field} must be a place: lat, lng and location_name`,
  });

const hours = z
  .number({ error: 'estimated_hours must be a number above 0' })
  .positive({ error: 'estimated_hours must be a number above 0' })
  .max(24 * 365, { error: 'estimated_hours is too large' });

/** The trip part of add-to-cart and update-user-data (spec 02 §7). */
export const TripDetailsSchema = z.object({
  pickup_location: tripPlaceField('pickup_location'),
  destination_location: tripPlaceField('destination_location'),
  rental_type: TripTypeSchema,
  /** Hourly: hours; day-wise: 24 × days; distance-wise: ignored (the route's duration). */
  estimated_hours: hours.optional().nullable(),
  pickup_time: z.iso.datetime({
    offset: true,
    error: 'pickup_time must be an ISO 8601 date and time',
  }),
  destination_time: z.iso
    .datetime({ offset: true, error: 'destination_time must be an ISO 8601 date and time' })
    .optional()
    .nullable(),
  /** Sent by older clients; ignored (the server asks the maps provider). */
  distance: z.unknown().optional(),
  guest_id: guestId,
});
export type TripDetailsInput = z.input<typeof TripDetailsSchema>;
export type TripDetails = z.output<typeof TripDetailsSchema>;

const quantity = z
  .number({ error: 'quantity must be a whole number of at least 1' })
  .int({ error: 'quantity must be a whole number of at least 1' })
  .min(1, { error: 'quantity must be a whole number of at least 1' })
  .max(1000, { error: 'quantity is too large' });

export const RentalCartAddBodySchema = TripDetailsSchema.extend({
  vehicle_id: z
    .number({ error: 'vehicle_id is required' })
    .int()
    .positive()
    .max(MAX_ID, ID_TOO_LARGE),
  quantity: quantity.default(1),
  /** The provider-change confirmation: clear the cart first (spec 02 §4). */
  replace_cart: z.boolean().default(false),
  /** Ignored: the server prices the line. */
  price: z.unknown().optional(),
});
export type RentalCartAddBodyInput = z.input<typeof RentalCartAddBodySchema>;

export const RentalCartUpdateBodySchema = z.object({
  cart_id: z.number({ error: 'cart_id is required' }).int().positive().max(MAX_ID, ID_TOO_LARGE),
  quantity,
  guest_id: guestId,
});
export type RentalCartUpdateBodyInput = z.input<typeof RentalCartUpdateBodySchema>;

export const RentalCartIdsSchema = z.object({
  cart_ids: z.array(z.number().int().positive().max(MAX_ID, ID_TOO_LARGE)).min(1).max(100),
  guest_id: guestId,
});
export type RentalCartIdsInput = z.input<typeof RentalCartIdsSchema>;

export const RentalCartLineSchema = z.object({
  id: z.number().int(),
  vehicle_id: z.number().int(),
  quantity: z.number().int(),
  /** The line's fare after the vehicle discount, for the cart's trip. */
  price: AmountSchema,
  /** Units free for the cart's window (a cart holds none; bookings do). */
  available: z.number().int(),
  vehicle: VehicleSchema,
  provider: RentalProviderSchema,
});
export type RentalCartLine = z.infer<typeof RentalCartLineSchema>;

export const RentalUserDataSchema = z.object({
  id: z.number().int(),
  pickup_location: TripPlaceSchema,
  destination_location: TripPlaceSchema,
  pickup_time: z.string(),
  destination_time: z.string().nullable(),
  rental_type: TripTypeSchema,
  estimated_hours: z.number(),
  /** km, to 3 decimals. */
  distance: z.number(),
  pickup_zone_id: z.number().int().nullable(),
});
export type RentalUserData = z.infer<typeof RentalUserDataSchema>;

export const RentalCartSchema = z.object({
  carts: z.array(RentalCartLineSchema),
  user_data: RentalUserDataSchema.nullable(),
});
export type RentalCart = z.infer<typeof RentalCartSchema>;

/** 409 answers carry what is in the way: the other provider's or the conflicting lines. */
export const RentalCartConflictSchema = z.object({
  errors: z.array(z.object({ code: z.string(), message: z.string() })),
  carts: z.array(RentalCartLineSchema).optional(),
});

export const RentalCartClearedSchema = z.object({
  cleared: z.boolean(),
  message: z.string().nullable(),
  cart: RentalCartSchema,
});

/** add-to-cart's answer: the cart and spec 02 §8's 'The vehicle successfully added to your cart.' */
export const RentalCartAddedSchema = RentalCartSchema.extend({ message: z.string() });
