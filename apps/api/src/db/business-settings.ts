import { z } from 'zod';

const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * Business settings as stored: one `business_settings` row per property (key = property name).
 * The seed writes them; the config, landing and content-page endpoints read them.
 * Money in minor units; images are media paths (served under /images/{path}).
 */
export const BusinessSettingsSchema = z.object({
  business_name: z.string(),
  logo: z.string(),
  fav_icon: z.string(),
  footer_text: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  default_location: z.object({ lat: z.number(), lng: z.number() }),
  country: z.string(),
  /** The business's IANA time zone: times without a store (wallet, points) are shown in it. */
  time_zone: z.string().default('UTC'),
  currency_code: z.string(),
  currency_symbol: z.string(),
  currency_symbol_direction: z.enum(['left', 'right']),
  digit_after_decimal_point: z.number().int().min(0).max(4),
  toggle_veg_non_veg: z.boolean(),
  country_picker_status: flag,
  customer_wallet_status: flag,
  loyalty_point_status: flag,
  ref_earning_status: flag,
  /** Points that make one major unit of wallet money (contract: loyalty_point_exchange_rate). */
  loyalty_point_exchange_rate: z.number().int().positive().default(100),
  /** The fewest points one transfer may convert. */
  loyalty_point_minimum_point: z.number().int().min(0).default(100),
  /** Points a delivered order earns per major unit of its total (rounded down). */
  loyalty_point_item_purchase_point: z.number().min(0).default(1),
  /** Minor units: what a referrer earns when a customer they referred completes a first order. */
  ref_earning_exchange_rate: z.number().int().min(0).default(1000),
  /** Wallet top-ups (add fund) on or off; the wallet itself follows customer_wallet_status. */
  add_fund_status: flag.default(1),
  firebase_otp_verification: flag,
  otp_login_status: flag,
  manual_login_status: flag,
  social_login_status: flag,
  phone_verification_status: flag,
  email_verification_status: flag,
  google_login: z.object({ status: z.boolean(), client_id: z.string().nullable() }),
  facebook_login: z.object({ status: z.boolean(), client_id: z.string().nullable() }),
  apple_login: z.object({
    status: z.boolean(),
    client_id: z.string().nullable(),
    redirect_url_react: z.string().nullable(),
  }),
  demo: z.boolean(),
  admin_free_delivery_status: z.boolean(),
  admin_free_delivery_type: z
    .enum(['free_delivery_to_all_store', 'free_delivery_by_order_amount'])
    .nullable(),
  /** Minor units; null when the admin rule is off or for all stores. */
  free_delivery_over: z.number().int().nullable(),
  tax_included: flag,
  /** Percent tax on a parcel's delivery fee (issue 16), included or added per tax_included. */
  parcel_tax: z.number().min(0).max(100).default(0),
  guest_checkout_status: flag,
  payment_gateways: z.array(
    z.object({ gateway: z.string(), gateway_title: z.string(), image: z.string().nullable() }),
  ),
  is_sms_active: z.boolean(),
  is_mail_active: z.boolean(),
  schedule_order: z.boolean(),
  home_delivery_status: flag,
  takeaway_status: flag,
  cash_on_delivery: z.boolean(),
  digital_payment: z.boolean(),
  partial_payment_status: flag,
  additional_charge_status: flag,
  additional_charge_name: z.string(),
  /** Minor units. */
  additional_charge: z.number().int(),
  dm_tips_status: flag,
  social_media: z.array(z.object({ name: z.string(), link: z.string() })),
  languages: z.array(
    z.object({ key: z.string(), value: z.string(), direction: z.enum(['ltr', 'rtl']) }),
  ),
  /** Policy flags: a page with flag 0 is not linked and its endpoint answers 404. */
  refund_policy_status: flag,
  cancelation_policy_status: flag,
  shipping_policy_status: flag,
  /** Page bodies as HTML written by operators; sanitised when served. */
  terms_and_conditions: z.string(),
  privacy_policy: z.string(),
  about_us: z.string(),
  refund_policy: z.string(),
  cancelation_policy: z.string(),
  shipping_policy: z.string(),
  landing_page: z.object({
    fixed_newsletter_title: z.string(),
    fixed_newsletter_sub_title: z.string(),
    playstore_url: z.string().nullable(),
    playstore_url_status: flag,
    apple_store_url: z.string().nullable(),
    apple_store_url_status: flag,
  }),
});

export type BusinessSettings = z.infer<typeof BusinessSettingsSchema>;
