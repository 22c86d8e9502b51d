import type { Config, LandingPage } from '@marketplace/contract/config';
import type { Flag } from '@marketplace/contract/flags';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import type { BusinessSettings } from '../../db/business-settings';
import { buildMediaUrl, buildOptionalMediaUrl } from '../../lib/media-url';

const flag = (on: boolean): Flag => (on ? 1 : 0);

/** Folders of /images/ per kind of picture; kept for clients that join base URL and file name. */
function buildBaseUrls(publicUrl: string): Config['base_urls'] {
  const folder = (name: string) => buildMediaUrl(publicUrl, name);
  return {
    item_image_url: folder('item'),
    store_image_url: folder('store'),
    category_image_url: folder('category'),
    module_image_url: folder('module'),
    banner_image_url: folder('banner'),
    vehicle_image_url: folder('vehicle'),
  };
}

function buildLoginSettings(s: BusinessSettings) {
  return {
    centralize_login: {
      otp_login_status: s.otp_login_status,
      manual_login_status: s.manual_login_status,
      social_login_status: s.social_login_status,
      phone_verification_status: s.phone_verification_status,
      email_verification_status: s.email_verification_status,
      google_login_status: flag(s.google_login.status),
      facebook_login_status: flag(s.facebook_login.status),
      apple_login_status: flag(s.apple_login.status),
    },
    social_login: [
      { login_medium: 'google' as const, ...s.google_login },
      { login_medium: 'facebook' as const, ...s.facebook_login },
    ],
    apple_login: [{ login_medium: 'apple' as const, ...s.apple_login }],
  };
}

/** The wire config: absolute image URLs, amounts in major units, login flags assembled. */
export function buildConfig(s: BusinessSettings, publicUrl: string): Config {
  const digits = s.digit_after_decimal_point;
  const money = createMoneyCodec(digits);
  const major = (minor: number | null) => (minor === null ? null : money.toWire(minor));
  return {
    business_name: s.business_name,
    logo_full_url: buildMediaUrl(publicUrl, s.logo),
    fav_icon_full_url: buildMediaUrl(publicUrl, s.fav_icon),
    footer_text: s.footer_text,
    email: s.email,
    phone: s.phone,
    address: s.address,
    default_location: s.default_location,
    terms_and_conditions: 1,
    privacy_policy: 1,
    about_us: 1,
    refund_policy: s.refund_policy_status,
    cancelation_policy: s.cancelation_policy_status,
    shipping_policy: s.shipping_policy_status,
    toggle_veg_non_veg: s.toggle_veg_non_veg,
    digit_after_decimal_point: digits,
    currency_symbol: s.currency_symbol,
    currency_code: s.currency_code,
    currency_symbol_direction: s.currency_symbol_direction,
    country: s.country,
    time_zone: s.time_zone,
    country_picker_status: s.country_picker_status,
    customer_wallet_status: s.customer_wallet_status,
    loyalty_point_status: s.loyalty_point_status,
    ref_earning_status: s.ref_earning_status,
    loyalty_point_exchange_rate: s.loyalty_point_exchange_rate,
    loyalty_point_minimum_point: s.loyalty_point_minimum_point,
    loyalty_point_item_purchase_point: s.loyalty_point_item_purchase_point,
    ref_earning_exchange_rate: money.toWire(s.ref_earning_exchange_rate),
    add_fund_status: s.add_fund_status,
    firebase_otp_verification: s.firebase_otp_verification,
    ...buildLoginSettings(s),
    demo: s.demo,
    free_delivery_over: major(s.free_delivery_over),
    admin_free_delivery: {
      status: s.admin_free_delivery_status,
      type: s.admin_free_delivery_type,
      free_delivery_over: major(s.free_delivery_over),
    },
    tax_included: s.tax_included,
    guest_checkout_status: s.guest_checkout_status,
    active_payment_method_list: s.payment_gateways.map((g) => ({
      gateway: g.gateway,
      gateway_title: g.gateway_title,
      gateway_image_full_url: buildOptionalMediaUrl(publicUrl, g.image),
    })),
    base_urls: buildBaseUrls(publicUrl),
    is_sms_active: s.is_sms_active,
    is_mail_active: s.is_mail_active,
    schedule_order: s.schedule_order,
    home_delivery_status: s.home_delivery_status,
    takeaway_status: s.takeaway_status,
    cash_on_delivery: s.cash_on_delivery,
    digital_payment: s.digital_payment,
    partial_payment_status: s.partial_payment_status,
    additional_charge_status: s.additional_charge_status,
    additional_charge_name: s.additional_charge_name,
    additional_charge: money.toWire(s.additional_charge),
    dm_tips_status: s.dm_tips_status,
    social_media: s.social_media,
    language: s.languages,
  };
}

export function buildLandingPage(s: BusinessSettings): LandingPage {
  const { fixed_newsletter_title, fixed_newsletter_sub_title, ...links } = s.landing_page;
  return { fixed_newsletter_title, fixed_newsletter_sub_title, download_user_app_links: links };
}
