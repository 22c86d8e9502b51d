import { z } from 'zod';

/**
 * The test-only fixture routes the end-to-end journeys build their data with (POST /__e2e/...).
 * The API registers them only when E2E_FIXTURES is on, which it refuses in production. Amounts are
 * minor units, as the database keeps them.
 */

const minor = z.number().int().min(0).max(100_000_000);
const name = z.string().trim().min(1).max(120);

export const E2eCustomerBodySchema = z.object({
  /** Wallet balance to start with, in minor units. */
  wallet_minor: minor.default(0),
  /** Loyalty points to start with (recorded in the points ledger as a bonus). */
  loyalty_points: z.number().int().min(0).max(1_000_000).default(0),
});

export const E2eCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  password: z.string(),
});
export type E2eCustomer = z.infer<typeof E2eCustomerSchema>;

const FixtureFoodVariationSchema = z.object({
  name,
  type: z.enum(['single', 'multi']),
  min: z.number().int().min(0),
  max: z.number().int().min(0),
  required: z.boolean(),
  values: z
    .array(z.object({ label: name, price_minor: minor }))
    .min(1)
    .max(10),
});

const FixtureItemSchema = z.object({
  name,
  description: z.string().max(500).default(''),
  price_minor: minor,
  stock: z.number().int().min(0).default(100),
  maximum_cart_quantity: z.number().int().positive().nullable().default(null),
  discount: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('percent'), percent: z.number().int().min(1).max(100) }),
      z.object({ type: z.literal('amount'), amount_minor: minor }),
    ])
    .optional(),
  /** Food: veg (else non-veg). */
  veg: z.boolean().default(false),
  halal: z.boolean().default(false),
  organic: z.boolean().default(false),
  prescription_required: z.boolean().default(false),
  /** Food: groups of choices (spec 01 §3). */
  food_variations: z.array(FixtureFoodVariationSchema).max(5).default([]),
  add_ons: z
    .array(z.object({ name, price_minor: minor }))
    .max(5)
    .default([]),
  /** Other modules: one choice option whose values each have a price and a stock. */
  choice: z
    .object({
      title: name,
      values: z.array(z.object({ value: name, price_minor: minor, stock: z.number().int() })),
    })
    .optional(),
});
export type E2eFixtureItem = z.input<typeof FixtureItemSchema>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');

/**
 * A store open every day, 00:00–23:59 in its time zone, so no journey depends on the hour; or
 * open every day during `hours` only (a journey about closed stores fixes the clock, decision
 * 0046, at an instant outside them).
 */
const FixtureStoreSchema = z.object({
  module: z.enum(['food', 'grocery', 'pharmacy', 'ecommerce']),
  name,
  minimum_order_minor: minor.default(0),
  delivery: z.boolean().default(true),
  take_away: z.boolean().default(true),
  schedule_order: z.boolean().default(false),
  /** Its hours every day, on its clock (Asia/Dhaka). */
  hours: z.object({ opens: clockTime, closes: clockTime }).optional(),
  items: z.array(FixtureItemSchema).min(1).max(30),
});
export type E2eFixtureStore = z.input<typeof FixtureStoreSchema>;

const FixtureCouponSchema = z.object({
  module: z.enum(['food', 'grocery', 'pharmacy', 'ecommerce']),
  /** Percent off (whole percent). */
  percent: z.number().int().min(1).max(100),
  min_purchase_minor: minor.default(0),
  /** An expired coupon is refused with its reason. */
  expired: z.boolean().default(false),
});

export const E2eWorldBodySchema = z.object({
  stores: z.array(FixtureStoreSchema).min(1).max(30),
  coupons: z.array(FixtureCouponSchema).max(5).default([]),
});
export type E2eWorldBody = z.input<typeof E2eWorldBodySchema>;

export const E2eWorldSchema = z.object({
  /** A delivery zone of this world alone: the journey's shell points at it. */
  zone_id: z.number().int(),
  /** A point inside the zone, where the customer is. */
  location: z.object({ lat: z.number(), lng: z.number(), address: z.string() }),
  stores: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      module_id: z.number().int(),
      /** When it opens each day, on its own clock ('HH:mm', Asia/Dhaka). */
      opening_time: z.string(),
      items: z.array(
        z.object({
          id: z.number().int(),
          slug: z.string(),
          name: z.string(),
          price_minor: z.number().int(),
          add_ons: z.array(z.object({ id: z.number().int(), name: z.string() })),
        }),
      ),
    }),
  ),
  /** The coupons' codes, in the order asked for. */
  coupons: z.array(z.string()),
});
export type E2eWorld = z.infer<typeof E2eWorldSchema>;

/**
 * The e2e clock (decision 0046): a request carrying this header is answered as if it were this
 * instant, for that request alone. Honoured only when E2E_FIXTURES is on; ignored otherwise.
 */
export const E2E_CLOCK_HEADER = 'x-e2e-clock';

/** An instant with its offset, e.g. '2026-11-24T09:00:00+06:00'. */
export const E2eInstantSchema = z.iso.datetime({ offset: true });

/** GET /__e2e/clock: the instant the API reads for this request. */
export const E2eClockSchema = z.object({ now: z.string() });

/**
 * The storefront's side of the e2e clock: the journey's browser holds the instant in this cookie;
 * a storefront started with E2E_FIXTURES=on renders at it and passes it on as the header.
 */
export const E2E_CLOCK_COOKIE = 'e2e_clock';
