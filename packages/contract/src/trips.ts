import { PAYMENT_METHODS } from '@marketplace/domain/checkout/payment-method';
import { TRIP_STATUSES } from '@marketplace/domain/rental/trip-status';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from './errors';
import { AmountSchema } from './flags';
import { ID_TOO_LARGE, MAX_ID } from './ids';
import { idQuery, PageQuerySchema, pagedSchema } from './paging';
import { TripPlaceSchema } from './rental-cart';
import { RentalProviderSchema, TripTypeSchema } from './rental-catalog';
import { MyReviewSchema, RatingSchema, ReviewCommentSchema } from './reviews';

export const TRIP_BOOKED_MESSAGE = 'Trip booked successfully';
export const TRIP_CANCELED_MESSAGE = 'Trip canceled successfully';
export const TRIP_NOT_FOUND_MESSAGE = 'Trip not found';
export const TRIP_NOT_CANCELABLE_MESSAGE = 'You can not cancel this trip now';
export const TRIP_CANCEL_REASON_REQUIRED_MESSAGE = 'Please select a cancellation reason';
export const TRIP_REVIEW_NOT_COMPLETED_MESSAGE = 'You can review a trip once it is completed';
export const TRIP_REVIEW_NOT_IN_TRIP_MESSAGE = 'This vehicle is not part of the trip';

/** The booking's refusal messages (the same wording as checkout's). */
export const TRIP_PROBLEM_MESSAGES = {
  guest_checkout: 'Guest checkout is off: please sign in to order',
  contact_person_name: 'Name is required',
  contact_person_number: 'Phone Number is required',
  payment_unavailable: 'This payment method is not available',
  wallet_needs_customer: 'Sign in to pay with your wallet',
  partial_unavailable: 'Partial payment is not available',
  coupon_not_found: 'Coupon not found',
} as const;

export const TripStatusSchema = z.enum(TRIP_STATUSES, {
  error: `status must be one of ${TRIP_STATUSES.join(', ')}`,
});
export type TripStatusWire = z.infer<typeof TripStatusSchema>;

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
}

const looseBoolean = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 1 || v === '1');

/**
 * POST /rental/user/trip/trip-booking (and /quote): the trip comes from the caller's rental
 * cart; the body only chooses how to pay. Guests send their contact details.
 */
export const TripBookingBodySchema = z.object({
  guest_id: z.union([z.string(), z.number()]).optional().nullable(),
  payment_method: z.enum(PAYMENT_METHODS, {
    error: 'payment_method must be cash_on_delivery, digital_payment or wallet',
  }),
  partial_payment: looseBoolean.default(false),
  coupon_code: optionalText(100),
  trip_note: optionalText(1000),
  contact_person_name: optionalText(100),
  contact_person_number: optionalText(32),
  contact_person_email: optionalText(255),
});
export type TripBookingBodyInput = z.input<typeof TripBookingBodySchema>;
export type TripBookingBody = z.output<typeof TripBookingBodySchema>;

export const TripProblemSchema = z.object({
  code: z.string(),
  field: z.string(),
  message: z.string(),
});

/** The server's price of the cart's trip for these choices; nothing is saved. */
export const TripQuoteSchema = z.object({
  subtotal: AmountSchema,
  vehicle_discount: AmountSchema,
  provider_discount: AmountSchema,
  coupon_code: z.string().nullable(),
  coupon_discount: AmountSchema,
  tax: AmountSchema,
  tax_included: z.boolean(),
  trip_amount: AmountSchema,
  wallet_amount: AmountSchema,
  other_amount: AmountSchema,
  partial_payment_allowed: z.boolean(),
  problems: z.array(TripProblemSchema),
  can_book: z.boolean(),
});
export type TripQuote = z.infer<typeof TripQuoteSchema>;

export const TripBookedSchema = z.object({
  message: z.string(),
  trip_id: z.number().int(),
  trip_amount: AmountSchema,
  status: TripStatusSchema,
  created_at: z.string(),
  redirect_link: z.string().url().optional(),
});
export type TripBooked = z.infer<typeof TripBookedSchema>;

export const TripVehicleSchema = z.object({
  vehicle_id: z.number().int(),
  name: z.string(),
  image_full_url: z.string(),
  quantity: z.number().int(),
  unit_price: AmountSchema,
  fare: AmountSchema,
  discount: AmountSchema,
  /** The caller's review of this vehicle on this trip, or null while not reviewed. */
  my_review: MyReviewSchema,
});

export const TripSchema = z.object({
  id: z.number().int(),
  status: TripStatusSchema,
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(['unpaid', 'paid', 'failed']),
  pickup_location: TripPlaceSchema,
  destination_location: TripPlaceSchema,
  pickup_time: z.string(),
  end_time: z.string(),
  rental_type: TripTypeSchema,
  estimated_hours: z.number(),
  distance: z.number(),
  trip_amount: AmountSchema,
  subtotal: AmountSchema,
  vehicle_discount: AmountSchema,
  provider_discount: AmountSchema,
  coupon_code: z.string().nullable(),
  coupon_discount: AmountSchema,
  tax: AmountSchema,
  tax_included: z.boolean(),
  wallet_amount: AmountSchema,
  contact_person_name: z.string(),
  contact_person_number: z.string(),
  trip_note: z.string().nullable(),
  cancellation_reason: z.string().nullable(),
  status_times: z.record(z.string(), z.string()),
  is_running: z.boolean(),
  can_cancel: z.boolean(),
  /** The trip is completed: each vehicle not yet reviewed can be. */
  can_review: z.boolean(),
  created_at: z.string(),
  provider: RentalProviderSchema,
  vehicles: z.array(TripVehicleSchema),
});
export type Trip = z.infer<typeof TripSchema>;

export const TRIP_LIST_FILTERS = ['all', 'running', 'completed'] as const;
export const TripListParamsSchema = z.object({
  filter: z.enum(TRIP_LIST_FILTERS, { error: 'the list must be all, running or completed' }),
});
export const TripListQuerySchema = PageQuerySchema;
export const TripListSchema = pagedSchema('trips', TripSchema);
export type TripList = z.infer<typeof TripListSchema>;

export const TripIdQuerySchema = z.object({
  trip_id: idQuery('trip_id'),
  guest_id: z.string().optional(),
});

export const TripCancelBodySchema = z.object({
  trip_id: z.number({ error: 'trip_id is required' }).int().positive().max(MAX_ID, ID_TOO_LARGE),
  reason: z
    .string({ error: TRIP_CANCEL_REASON_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: TRIP_CANCEL_REASON_REQUIRED_MESSAGE })
    .max(500),
  guest_id: z.union([z.string(), z.number()]).optional().nullable(),
});

export const TripCanceledSchema = z.object({ message: z.string(), trip: TripSchema });

/** POST /rental/user/trip/payment: a new demo-gateway link for a pending digital trip. */
export const TripPaymentBodySchema = z.object({
  trip_id: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE),
  guest_id: z.union([z.string(), z.number()]).optional().nullable(),
});
export const TripPaymentSchema = z.object({ redirect_link: z.string().url() });

/** POST /rental/user/review/add: rate one vehicle of one of the caller's completed trips. */
export const TripReviewBodySchema = z.object({
  trip_id: z.number({ error: 'trip_id is required' }).int().positive().max(MAX_ID, ID_TOO_LARGE),
  vehicle_id: z
    .number({ error: 'vehicle_id is required' })
    .int()
    .positive()
    .max(MAX_ID, ID_TOO_LARGE),
  rating: RatingSchema,
  comment: ReviewCommentSchema,
  guest_id: z.union([z.string(), z.number()]).optional().nullable(),
});
export type TripReviewBody = z.input<typeof TripReviewBodySchema>;
export const TripReviewedSchema = z.object({ message: z.string(), trip: TripSchema });

/** The SSE `data:` of each trip status message and the operator's answer. */
export const TripStatusEventSchema = z.object({
  trip_id: z.number().int(),
  status: TripStatusSchema,
  status_times: z.record(z.string(), z.string()),
  is_running: z.boolean(),
});
export type TripStatusEvent = z.infer<typeof TripStatusEventSchema>;

export const OperatorTripStatusBodySchema = z.object({ status: TripStatusSchema });

/** A trip's 409 (cancel after pending, a trip-status move the machine refuses) names the status. */
export const TripConflictSchema = ErrorEnvelopeSchema.extend({ status: z.string().optional() });
