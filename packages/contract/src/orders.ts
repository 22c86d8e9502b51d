import { ORDER_TYPES } from '@marketplace/domain/checkout/order-type';
import { PAYMENT_METHODS } from '@marketplace/domain/checkout/payment-method';
import { ORDER_STATUSES } from '@marketplace/domain/orders/order-status';
import { z } from 'zod';
import { GuestContactInfoSchema } from './addresses';
import { CartModelSchema, CartVariationSchema } from './cart';
import { CheckoutProblemSchema } from './checkout-problems';
import { coordinateQuery } from './coordinates';
import { AmountSchema } from './flags';
import { ID_TOO_LARGE, MAX_ID } from './ids';
import { ORDER_LOOKUP_REQUIRED_MESSAGE, OrderReferenceSchema } from './order-reference';
import { idQuery, PageQuerySchema, pagedSchema } from './paging';
import {
  OrderParcelCategorySchema,
  OrderReceiverSchema,
  ParcelChargePayerSchema,
  ParcelPlaceFieldsSchema,
} from './parcel-order';
import { OrderAttachmentIdsSchema } from './prescription-fields';

/*
 * Checkout and orders (API-CONTRACT "Customer": quote, place, list, running-orders, details,
 * track, cancel). Every amount in an answer is the server's, in major units. The place body
 * carries no amounts the server trusts: prices, totals, distances and fees sent by a client are
 * not part of the schema and are dropped unread.
 */

// ---------- messages ----------

export const ORDER_PLACED_MESSAGE = 'Order placed successfully';
export const ORDER_CANCELED_MESSAGE = 'Order canceled successfully';
/** Ours: a missing order and another caller's order look the same (404 `order`). */
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const CANCEL_REASON_REQUIRED_MESSAGE = 'Please select a cancellation reason';
export const ORDER_NOT_CANCELABLE_MESSAGE = 'You can not cancel this order now';
export const CART_EMPTY_MESSAGE = 'Your cart is empty';
export const BUY_NOW_LINE_REQUIRED_MESSAGE = 'Send the one item to buy in cart';
export const CAMPAIGN_NEEDS_CUSTOMER_MESSAGE = 'Sign in to order a campaign item';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

// ---------- fields ----------

export const OrderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `status must be one of ${ORDER_STATUSES.join(', ')}`,
});
/** A store order's types, and parcel (issue 16: no store, no lines, sender to receiver). */
export const ORDER_KINDS = [...ORDER_TYPES, 'parcel'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const OrderTypeSchema = z.enum(ORDER_KINDS, {
  error: 'order_type must be delivery, take_away or parcel',
});
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: 'payment_method must be cash_on_delivery, digital_payment or wallet',
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** true/false, or the 0/1 (and '0'/'1') older clients send. */
const looseBoolean = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 1 || v === '1');

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
}

/** One line bought directly (Buy Now, or a campaign item's Order Now). */
export const OrderLineInputSchema = z
  .object({
    item_id: z.number({ error: 'item_id is required' }).int().positive().max(MAX_ID, ID_TOO_LARGE),
    model: CartModelSchema.default('Item'),
    quantity: z
      .number({ error: 'quantity must be a whole number of at least 1' })
      .int({ error: 'quantity must be a whole number of at least 1' })
      .min(1, { error: 'quantity must be a whole number of at least 1' })
      .max(10_000, { error: 'quantity is too large' }),
    variation: CartVariationSchema,
    add_on_ids: z.array(z.number().int().positive().max(MAX_ID, ID_TOO_LARGE)).max(100).default([]),
    add_on_qtys: z.array(z.number().int().min(0).max(10_000)).max(100).default([]),
  })
  .refine((line) => line.add_on_ids.length === line.add_on_qtys.length, {
    error: 'add_on_qtys must have one quantity per add_on_ids entry',
    path: ['add_on_qtys'],
  });
export type OrderLineInput = z.output<typeof OrderLineInputSchema>;

const contact = GuestContactInfoSchema.shape;
const parcelFields = ParcelPlaceFieldsSchema.shape;

/**
 * POST /customer/order/place and /customer/order/quote. The lines are the caller's cart in the
 * `moduleId` header's module, or with `is_buy_now` the single entry of `cart` (a campaign item
 * when its model is ItemCampaign). `dm_tips` is in major units. `schedule_at` (ISO 8601 with an
 * offset) asks for a scheduled order; absent or null means now. Guests send their contact info.
 */
export const OrderPlaceBodySchema = z.object({
  guest_id: z.union([z.string(), z.number()]).optional().nullable(),
  payment_method: PaymentMethodSchema,
  partial_payment: looseBoolean.default(false),
  order_type: OrderTypeSchema.default('delivery'),
  /** Optional check: when sent it must be the store of the lines. */
  store_id: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE).optional().nullable(),
  address: optionalText(500),
  address_type: optionalText(50),
  house: optionalText(100),
  floor: optionalText(100),
  road: optionalText(255),
  additional_information: optionalText(500),
  latitude: coordinateQuery('latitude', 90).optional().nullable(),
  longitude: coordinateQuery('longitude', 180).optional().nullable(),
  schedule_at: z.iso
    .datetime({ offset: true, error: 'schedule_at must be an ISO 8601 date and time' })
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  coupon_code: optionalText(100),
  dm_tips: z
    .number({ error: 'dm_tips must be a number of at least 0' })
    .min(0, { error: 'dm_tips must be a number of at least 0' })
    .max(1_000_000, { error: 'dm_tips is too large' })
    .default(0),
  order_note: optionalText(1000),
  contact_person_name: contact.contact_person_name.optional(),
  contact_person_number: contact.contact_person_number.optional(),
  contact_person_email: contact.contact_person_email,
  is_buy_now: looseBoolean.default(false),
  cart: z.array(OrderLineInputSchema).max(1, { error: BUY_NOW_LINE_REQUIRED_MESSAGE }).optional(),
  /** Prescription images uploaded through /customer/order/prescription, by id (decision 0033). */
  order_attachment: OrderAttachmentIdsSchema,
  // order_type parcel (parcel-order.ts): required there, checked by the parcel branch.
  parcel_category_id: parcelFields.parcel_category_id.optional(),
  receiver_details: parcelFields.receiver_details.optional(),
  charge_payer: ParcelChargePayerSchema.optional(),
  delivery_instruction: parcelFields.delivery_instruction,
});
export type OrderPlaceBodyInput = z.input<typeof OrderPlaceBodySchema>;
export type OrderPlaceBody = z.output<typeof OrderPlaceBodySchema>;

// ---------- quote ----------

export const FREE_DELIVERY_REASONS = [
  'admin_all_stores',
  'admin_order_amount',
  'store',
  'coupon',
] as const;

/** POST /customer/order/quote: the server's numbers for these choices (nothing is saved). */
export const OrderQuoteSchema = z.object({
  store_id: z.number().int().nullable(),
  order_type: OrderTypeSchema,
  payment_method: PaymentMethodSchema,
  /** Lines after item discounts. */
  subtotal: AmountSchema,
  item_discount: AmountSchema,
  coupon_code: z.string().nullable(),
  coupon_discount: AmountSchema,
  /** Metres from the store to the delivery point; null for take-away or without a point. */
  distance: z.number().int().nullable(),
  /** The fee before any free-delivery rule. */
  original_delivery_charge: AmountSchema,
  delivery_charge: AmountSchema,
  free_delivery_reason: z.enum(FREE_DELIVERY_REASONS).nullable(),
  free_delivery_message: z.string().nullable(),
  /** The surge price's part of original_delivery_charge (get-surge-price); 0 without one. */
  surge_charge: AmountSchema.optional(),
  /** The zone's note on the surge running ('Evening rush'); null without one. */
  surge_note: z.string().nullable().optional(),
  /** What a signed-in customer's wallet gets back once the order is delivered (cashback). */
  cashback_amount: AmountSchema.optional(),
  tax: AmountSchema,
  tax_included: z.boolean(),
  /** What the tax adds to the total: 0 when it is included in the prices. */
  tax_added: AmountSchema,
  additional_charge: AmountSchema,
  additional_charge_name: z.string(),
  dm_tips: AmountSchema,
  total_amount: AmountSchema,
  wallet_amount: AmountSchema,
  other_amount: AmountSchema,
  minimum_order: AmountSchema,
  problems: z.array(CheckoutProblemSchema),
  /** A line needs a prescription: the checkout asks for its image (spec 01 §5). */
  prescription_required: z.boolean(),
  /** true when place would accept these choices now (stock is re-checked under lock). */
  can_place: z.boolean(),
});
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;

// ---------- place ----------

export const OrderPlacedSchema = z.object({
  message: z.string(),
  order_id: z.number().int(),
  /** The order's public reference: links and tracking use it, never order_id (decision 0029). */
  order_reference: z.string(),
  total_amount: AmountSchema,
  status: OrderStatusSchema,
  created_at: z.string(),
  /** Digital payment: where the browser goes to pay. */
  redirect_link: z.string().url().optional(),
});
export type OrderPlaced = z.infer<typeof OrderPlacedSchema>;

// ---------- reading orders ----------

export const OrderStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_full_url: z.string(),
  address: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const OrderDeliveryAddressSchema = z.object({
  address: z.string(),
  address_type: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  house: z.string().nullable(),
  floor: z.string().nullable(),
  road: z.string().nullable(),
  additional_information: z.string().nullable(),
  contact_person_name: z.string(),
  contact_person_number: z.string(),
  contact_person_email: z.string().nullable(),
});

/** An order as the lists, track and the confirmation page show it (amounts in major units). */
export const OrderSchema = z.object({
  id: z.number().int(),
  /** The public reference for links and tracking (decision 0029). */
  reference: z.string(),
  module_id: z.number().int(),
  /** null for a parcel. */
  store_id: z.number().int().nullable(),
  zone_id: z.number().int(),
  order_status: OrderStatusSchema,
  is_running: z.boolean(),
  order_type: OrderTypeSchema,
  payment_method: PaymentMethodSchema,
  payment_status: z.enum(['unpaid', 'paid', 'failed']),
  order_amount: AmountSchema,
  subtotal: AmountSchema,
  item_discount: AmountSchema,
  coupon_code: z.string().nullable(),
  coupon_discount_amount: AmountSchema,
  delivery_charge: AmountSchema,
  free_delivery_reason: z.enum(FREE_DELIVERY_REASONS).nullable(),
  total_tax_amount: AmountSchema,
  tax_status: z.enum(['included', 'excluded']),
  additional_charge: AmountSchema,
  dm_tips: AmountSchema,
  /** The wallet part of a wallet or partial payment. */
  partially_paid_amount: AmountSchema,
  distance: z.number().int().nullable(),
  schedule_at: z.string().nullable(),
  scheduled: z.union([z.literal(0), z.literal(1)]),
  order_note: z.string().nullable(),
  cancellation_reason: z.string().nullable(),
  delivery_address: OrderDeliveryAddressSchema.nullable(),
  /** When each status was reached (ISO 8601), keyed by status. */
  status_times: z.record(z.string(), z.string()),
  details_count: z.number().int(),
  store: OrderStoreSchema.nullable(),
  /**
   * The store's IANA time zone (issue 17 §2): checkout offered its slots in it, so every time of
   * the order (created_at, schedule_at, status_times) is shown in it.
   */
  time_zone: z.string(),
  /** A parcel's category, receiver, payer and instruction (null for a store order). */
  parcel_category: OrderParcelCategorySchema.nullable(),
  receiver_details: OrderReceiverSchema.nullable(),
  charge_payer: ParcelChargePayerSchema.nullable(),
  delivery_instruction: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/** GET /customer/order/list and /customer/order/running-orders. */
export const OrderListQuerySchema = PageQuerySchema.extend({ guest_id: z.string().optional() });
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;
export const OrderListSchema = pagedSchema('orders', OrderSchema);
export type OrderList = z.infer<typeof OrderListSchema>;

/** One ordered line, frozen when the order was placed. */
export const OrderDetailSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  item_id: z.number().int().nullable(),
  item_type: CartModelSchema,
  name: z.string(),
  image_full_url: z.string(),
  quantity: z.number().int(),
  /** One unit with its chosen options, before the item discount. */
  unit_price: AmountSchema,
  discount_on_item: AmountSchema,
  /** The line's total after the item discount, add-ons included. */
  price: AmountSchema,
  variation: CartVariationSchema,
  add_ons: z.array(
    z.object({ id: z.number().int(), name: z.string(), price: AmountSchema, quantity: z.number() }),
  ),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const OrderIdQuerySchema = z.object({
  order_id: idQuery('order_id'),
  guest_id: z.string().optional(),
});
export const OrderDetailsSchema = z.array(OrderDetailSchema);

/**
 * GET /customer/order/track?order_reference=[&contact_number=] (or ?order_id= for the caller's
 * own order): a customer's own order, or a guest's own (by guest_id); or, for a guest, any guest
 * order whose reference and contact number both match (per-IP and per-order attempt limits, and
 * without the delivery address, phone or note). Besides status_times, each status has its legacy
 * top-level timestamp field (`pending`, `confirmed`, ...), null until reached.
 */
export const OrderTrackQuerySchema = z
  .object({
    order_reference: OrderReferenceSchema.optional(),
    order_id: idQuery('order_id').optional(),
    guest_id: z.string().optional(),
    contact_number: z.string().trim().min(1).max(32).optional(),
  })
  .refine((q) => q.order_reference !== undefined || q.order_id !== undefined, {
    path: ['order_reference'],
    error: ORDER_LOOKUP_REQUIRED_MESSAGE,
  });
export type OrderTrackQuery = z.infer<typeof OrderTrackQuerySchema>;
export const OrderTrackSchema = OrderSchema.extend(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.string().nullable()])) as Record<
    (typeof ORDER_STATUSES)[number],
    z.ZodNullable<z.ZodString>
  >,
).extend({
  /** The order's prescription images, readable by the caller (empty when none). */
  order_attachment_full_url: z.array(z.string()),
});
export type OrderTrack = z.infer<typeof OrderTrackSchema>;

/** PUT /customer/order/cancel. */
export const OrderCancelBodySchema = z.object({
  guest_id: z.union([z.string(), z.number()]).optional().nullable(),
  order_id: idQuery('order_id'),
  reason: z
    .string({ error: CANCEL_REASON_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: CANCEL_REASON_REQUIRED_MESSAGE })
    .max(500, { error: 'Must be at most 500 characters' }),
});
export type OrderCancelBody = z.infer<typeof OrderCancelBodySchema>;

export const OrderCanceledSchema = z.object({ message: z.string(), order: OrderSchema });

/** The `Idempotency-Key` header of place: any client-chosen token, e.g. a UUID per attempt. */
export const IdempotencyKeyHeaderSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._:-]{1,200}$/, {
    error: 'Idempotency-Key must be 1 to 200 letters, digits or . _ : -',
  });
