import { sql } from 'drizzle-orm';
import type { BusinessSettings } from '../../db/business-settings';
import type { Database } from '../../db/client';
import { businessSettings } from '../../db/schema/settings';
import { BUSINESS_SETTINGS_CACHE } from '../../modules/settings/settings.cache';
import { invalidateTestCaches } from '../test-services';

export function defaultSettings(): BusinessSettings {
  const off = { status: false, client_id: null };
  return {
    business_name: 'Test Market',
    logo: 'business/logo.svg',
    fav_icon: 'business/favicon.svg',
    footer_text: 'Everything, delivered.',
    email: 'hello@market.test',
    phone: '+15550100',
    address: '1 Test Street',
    default_location: { lat: 10.5, lng: 20.5 },
    country: 'US',
    time_zone: 'UTC',
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
    social_login_status: 1,
    phone_verification_status: 0,
    email_verification_status: 0,
    google_login: { status: true, client_id: 'google-client' },
    facebook_login: off,
    apple_login: { ...off, redirect_url_react: null },
    demo: true,
    admin_free_delivery_status: true,
    admin_free_delivery_type: 'free_delivery_by_order_amount',
    free_delivery_over: 50_000,
    tax_included: 0,
    parcel_tax: 0,
    guest_checkout_status: 1,
    payment_gateways: [{ gateway: 'demo', gateway_title: 'Demo pay', image: 'gateways/demo.svg' }],
    is_sms_active: false,
    is_mail_active: true,
    schedule_order: true,
    home_delivery_status: 1,
    takeaway_status: 1,
    cash_on_delivery: true,
    digital_payment: true,
    partial_payment_status: 1,
    additional_charge_status: 1,
    additional_charge_name: 'Service charge',
    additional_charge: 250,
    dm_tips_status: 1,
    social_media: [{ name: 'instagram', link: 'https://instagram.com/market' }],
    languages: [
      { key: 'en', value: 'English', direction: 'ltr' },
      { key: 'es', value: 'Español', direction: 'ltr' },
    ],
    refund_policy_status: 1,
    cancelation_policy_status: 1,
    shipping_policy_status: 1,
    terms_and_conditions: '<h1>Terms</h1><p>Be nice.</p>',
    privacy_policy: '<p>Privacy</p>',
    about_us: '<p>About us</p>',
    refund_policy: '<p>Refunds</p>',
    cancelation_policy: '<p>Cancelations</p>',
    shipping_policy: '<p>Shipping</p>',
    landing_page: {
      fixed_newsletter_title: 'Stay in the loop',
      fixed_newsletter_sub_title: 'Deals every week',
      playstore_url: 'https://play.example/market',
      playstore_url_status: 1,
      apple_store_url: null,
      apple_store_url_status: 0,
    },
  };
}

/** Stores every setting (defaults overridden by `overrides`) as business_settings rows. */
export async function buildSettings(
  db: Database,
  overrides: Partial<BusinessSettings> = {},
): Promise<BusinessSettings> {
  const settings = { ...defaultSettings(), ...overrides };
  // A JS null would be stored as SQL NULL (the column is NOT NULL); JSON null is what is meant.
  const rows = Object.entries(settings).map(([key, value]) => ({
    key,
    value: value === null ? sql`'null'::jsonb` : value,
  }));
  await db.delete(businessSettings);
  await db.insert(businessSettings).values(rows);
  invalidateTestCaches(db, BUSINESS_SETTINGS_CACHE.name);
  return settings;
}
