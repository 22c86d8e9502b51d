/** Business settings: one row per property of BusinessSettingsSchema, validated before writing. */
import { type BusinessSettings, BusinessSettingsSchema } from '../business-settings';
import { businessSettings } from '../schema/index';
import { insertRows, type SeedContext } from './context';
import { CITY } from './geo';
import { iconImage, logoImage, squareImage } from './svg-images';

const NAME = 'Riverton Market';

const page = (title: string, paragraphs: string[]) =>
  `<h1>${title}</h1>\n${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}`;

const POLICIES = {
  terms_and_conditions: page('Terms and Conditions', [
    `These terms govern your use of ${NAME}, an online marketplace connecting customers in ${CITY.name} with independent restaurants, shops, pharmacies, couriers and rental providers.`,
    'By placing an order you confirm that the information you give us is accurate and that you are at least 18 years old, or have the consent of a parent or guardian.',
    'Prices, availability and delivery times are set by each store and may change. The price you pay is the one shown at checkout, including taxes, fees and any discount applied.',
    'Prescription medicines are dispensed only against a valid prescription checked by a licensed pharmacist.',
    '<strong>Questions?</strong> Write to support@rivertonmarket.example and we will answer within one business day.',
  ]),
  privacy_policy: page('Privacy Policy', [
    'We collect only what we need to deliver your orders: your name, contact details, delivery addresses and order history.',
    'Your location is used to show the stores that deliver to you and to compute delivery fees. We never sell your personal data.',
    'Payment details are handled by our payment partners; we do not store card numbers.',
    'You can download or delete your data at any time from your profile, or by writing to privacy@rivertonmarket.example.',
  ]),
  about_us: page(`About ${NAME}`, [
    `${NAME} started in 2021 with three restaurants in Old Town and a handful of riders on bicycles.`,
    'Today we bring food, groceries, medicines, gifts, parcels and rental vehicles to every neighbourhood of the city, from Northgate to Harbourside.',
    'We work with local, independent businesses and pay our couriers fairly. Thank you for shopping local!',
  ]),
  refund_policy: page('Refund Policy', [
    'If an item is missing, damaged or not as described, report it within 24 hours from your order details page.',
    'Approved refunds are returned to your wallet immediately, or to your original payment method within 5–7 business days.',
    'Perishable goods are refunded but not collected.',
  ]),
  cancelation_policy: page('Cancellation Policy', [
    'You can cancel an order free of charge while it is still pending, before the store confirms it.',
    'Once the store has started preparing your order, cancellation may not be possible; contact support and we will do our best to help.',
  ]),
  shipping_policy: page('Shipping Policy', [
    `We deliver within the active zones of ${CITY.name}. Delivery fees depend on distance and are shown before you pay.`,
    'Scheduled orders are delivered within the slot you choose.',
  ]),
};

export type DemoSettingsOptions = {
  /**
   * A Google project's OAuth client id for the demo's Google sign-in. Without one the demo offers
   * no social sign-in: a placeholder id could not sign anyone in, and the button would load
   * Google's script from the internet for nothing.
   */
  googleClientId?: string;
};

export function buildSettings(
  ctx: SeedContext,
  { googleClientId }: DemoSettingsOptions = {},
): BusinessSettings {
  const logo = ctx.media.add('business/logo.svg', () =>
    logoImage({ title: NAME, glyph: 'store', hue: 152 }),
  );
  const favIcon = ctx.media.add('business/favicon.svg', () =>
    iconImage({ title: NAME, glyph: 'store', hue: 152 }),
  );
  const gateway = ctx.media.add('payment/demo.svg', () =>
    squareImage({ title: 'Demo Pay', glyph: 'card', hue: 230 }),
  );
  return BusinessSettingsSchema.parse({
    business_name: NAME,
    logo,
    fav_icon: favIcon,
    footer_text: `© ${ctx.now.getUTCFullYear()} ${NAME}. Local food, groceries and more, delivered across ${CITY.name}.`,
    email: 'support@rivertonmarket.example',
    phone: '+15550100100',
    address: `12 Founders Avenue, Old Town, ${CITY.name}`,
    default_location: { lat: CITY.center.lat, lng: CITY.center.lng },
    country: 'BD',
    time_zone: CITY.timeZone,
    currency_code: 'USD',
    currency_symbol: '$',
    currency_symbol_direction: 'left',
    digit_after_decimal_point: 2,
    toggle_veg_non_veg: true,
    country_picker_status: 1,
    customer_wallet_status: 1,
    loyalty_point_status: 1,
    ref_earning_status: 1,
    loyalty_point_exchange_rate: 100,
    loyalty_point_minimum_point: 100,
    loyalty_point_item_purchase_point: 1,
    ref_earning_exchange_rate: 1000,
    add_fund_status: 1,
    firebase_otp_verification: 0,
    otp_login_status: 1,
    manual_login_status: 1,
    social_login_status: googleClientId ? 1 : 0,
    phone_verification_status: 1,
    email_verification_status: 0,
    google_login: { status: Boolean(googleClientId), client_id: googleClientId ?? null },
    facebook_login: { status: false, client_id: null },
    apple_login: { status: false, client_id: null, redirect_url_react: null },
    demo: true,
    admin_free_delivery_status: true,
    admin_free_delivery_type: 'free_delivery_by_order_amount',
    free_delivery_over: 5000,
    tax_included: 0,
    parcel_tax: 5,
    guest_checkout_status: 1,
    payment_gateways: [{ gateway: 'demo', gateway_title: 'Demo Pay', image: gateway }],
    is_sms_active: true,
    is_mail_active: true,
    schedule_order: true,
    home_delivery_status: 1,
    takeaway_status: 1,
    cash_on_delivery: true,
    digital_payment: true,
    partial_payment_status: 1,
    additional_charge_status: 1,
    additional_charge_name: 'Service fee',
    additional_charge: 99,
    dm_tips_status: 1,
    social_media: [
      { name: 'facebook', link: 'https://www.facebook.com/rivertonmarket' },
      { name: 'instagram', link: 'https://www.instagram.com/rivertonmarket' },
      { name: 'x', link: 'https://x.com/rivertonmarket' },
      { name: 'linkedin', link: 'https://www.linkedin.com/company/rivertonmarket' },
    ],
    languages: [
      { key: 'en', value: 'English', direction: 'ltr' },
      { key: 'es', value: 'Español', direction: 'ltr' },
      { key: 'fr', value: 'Français', direction: 'ltr' },
    ],
    refund_policy_status: 1,
    cancelation_policy_status: 1,
    shipping_policy_status: 0,
    ...POLICIES,
    landing_page: {
      fixed_newsletter_title: 'Sign up to our newsletter',
      fixed_newsletter_sub_title:
        'Weekly deals from your favourite stores, straight to your inbox.',
      playstore_url: 'https://play.google.com/store/apps/details?id=market.riverton.demo',
      playstore_url_status: 1,
      apple_store_url: 'https://apps.apple.com/app/riverton-market/id0000000000',
      apple_store_url_status: 0,
    },
  });
}

/** Marks the demo seed; its presence makes the seed a no-op. */
export const SEED_VERSION_KEY = 'seed_version';
export const SEED_VERSION = 1;
/** How many generated (scale) items the database holds. */
export const GENERATED_ITEMS_KEY = 'seed_generated_items';

export async function seedSettings(
  ctx: SeedContext,
  options: DemoSettingsOptions = {},
): Promise<void> {
  const settings = buildSettings(ctx, options);
  await insertRows(
    ctx.db,
    businessSettings,
    Object.entries(settings).map(([key, value]) => ({ key, value, updatedAt: ctx.now })),
  );
}
