import { z } from 'zod';
import { AmountSchema, FlagSchema } from './flags';

export const CentralizeLoginSchema = z.object({
  otp_login_status: FlagSchema,
  manual_login_status: FlagSchema,
  social_login_status: FlagSchema,
  phone_verification_status: FlagSchema,
  email_verification_status: FlagSchema,
  google_login_status: FlagSchema,
  facebook_login_status: FlagSchema,
  apple_login_status: FlagSchema,
});

export const SocialLoginEntrySchema = z.object({
  login_medium: z.enum(['google', 'facebook', 'apple']),
  status: z.boolean(),
  client_id: z.string().nullable(),
});

export const PaymentMethodSchema = z.object({
  gateway: z.string(),
  gateway_title: z.string(),
  gateway_image_full_url: z.string().nullable(),
});

export const SocialMediaSchema = z.object({ name: z.string(), link: z.string() });
export const LanguageSchema = z.object({
  key: z.string(),
  value: z.string(),
  direction: z.enum(['ltr', 'rtl']),
});

export const ConfigSchema = z.object({
  business_name: z.string(),
  logo_full_url: z.string(),
  fav_icon_full_url: z.string(),
  footer_text: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  default_location: z.object({ lat: z.number(), lng: z.number() }),
  terms_and_conditions: FlagSchema,
  privacy_policy: FlagSchema,
  about_us: FlagSchema,
  refund_policy: FlagSchema,
  cancelation_policy: FlagSchema,
  shipping_policy: FlagSchema,
  toggle_veg_non_veg: z.boolean(),
  digit_after_decimal_point: z.number().int().min(0).max(4),
  currency_symbol: z.string(),
  currency_code: z.string(),
  currency_symbol_direction: z.enum(['left', 'right']),
  country: z.string(),
  /**
   * The business's IANA time zone (issue 17 §2): instants that belong to no store (wallet and
   * loyalty history) are shown in it; a store's own times use the store's time_zone.
   */
  time_zone: z.string(),
  country_picker_status: FlagSchema,
  customer_wallet_status: FlagSchema,
  loyalty_point_status: FlagSchema,
  ref_earning_status: FlagSchema,
  /** Points per major unit when converting to the wallet. */
  loyalty_point_exchange_rate: z.number().int().positive().default(100),
  loyalty_point_minimum_point: z.number().int().min(0).default(100),
  /** Points a delivered order earns per major unit of its total. */
  loyalty_point_item_purchase_point: z.number().min(0).default(0),
  /** What a referrer earns (major units) when someone they referred completes a first order. */
  ref_earning_exchange_rate: AmountSchema.default(0),
  /** Wallet top-ups on or off. */
  add_fund_status: FlagSchema.default(0),
  firebase_otp_verification: FlagSchema,
  centralize_login: CentralizeLoginSchema,
  social_login: z.array(SocialLoginEntrySchema),
  apple_login: z.array(
    z.object({
      login_medium: z.literal('apple'),
      status: z.boolean(),
      client_id: z.string().nullable(),
      redirect_url_react: z.string().nullable(),
    }),
  ),
  demo: z.boolean(),
  free_delivery_over: AmountSchema.nullable(),
  admin_free_delivery: z.object({
    status: z.boolean(),
    type: z.enum(['free_delivery_to_all_store', 'free_delivery_by_order_amount']).nullable(),
    free_delivery_over: AmountSchema.nullable(),
  }),
  tax_included: FlagSchema,
  guest_checkout_status: FlagSchema,
  active_payment_method_list: z.array(PaymentMethodSchema),
  base_urls: z.object({
    item_image_url: z.string(),
    store_image_url: z.string(),
    category_image_url: z.string(),
    module_image_url: z.string(),
    banner_image_url: z.string(),
    vehicle_image_url: z.string(),
  }),
  is_sms_active: z.boolean(),
  is_mail_active: z.boolean(),
  schedule_order: z.boolean(),
  home_delivery_status: FlagSchema,
  takeaway_status: FlagSchema,
  cash_on_delivery: z.boolean(),
  digital_payment: z.boolean(),
  partial_payment_status: FlagSchema,
  additional_charge_status: FlagSchema,
  additional_charge_name: z.string(),
  additional_charge: AmountSchema,
  dm_tips_status: FlagSchema,
  social_media: z.array(SocialMediaSchema),
  language: z.array(LanguageSchema),
});
export type Config = z.infer<typeof ConfigSchema>;

export const LandingPageSchema = z.object({
  fixed_newsletter_title: z.string(),
  fixed_newsletter_sub_title: z.string(),
  download_user_app_links: z.object({
    playstore_url: z.string().nullable(),
    playstore_url_status: FlagSchema,
    apple_store_url: z.string().nullable(),
    apple_store_url_status: FlagSchema,
  }),
});
export type LandingPage = z.infer<typeof LandingPageSchema>;
