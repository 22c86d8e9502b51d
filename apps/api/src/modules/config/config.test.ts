import { ConfigSchema, LandingPageSchema } from '@marketplace/contract/config';
import * as configEndpoints from '@marketplace/contract/endpoints/config';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businessSettings } from '../../db/schema/settings';
import { buildSettings } from '../../test/builders/settings';
import { entryRequest } from '../../test/entry-request';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { BUSINESS_SETTINGS_CACHE } from '../settings/settings.cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const getConfig = async () => {
  const response = await t.app.inject(entryRequest(configEndpoints.businessConfig));
  expect(response.statusCode).toBe(200);
  return ConfigSchema.parse(response.json());
};

describe('GET /api/v1/config', () => {
  it('answers every config field with absolute image URLs', async () => {
    await buildSettings(t.db);
    const config = await getConfig();
    expect(config.business_name).toBe('Test Market');
    expect(config.logo_full_url).toBe(`${TEST_PUBLIC_URL}/images/business/logo.svg`);
    expect(config.active_payment_method_list[0]?.gateway_image_full_url).toBe(
      `${TEST_PUBLIC_URL}/images/gateways/demo.svg`,
    );
    expect(config.base_urls.item_image_url).toBe(`${TEST_PUBLIC_URL}/images/item`);
    expect(config.language.map((l) => l.key)).toEqual(['en', 'es']);
  });

  it('issue 17 §2: answers the business’s time zone, for times that belong to no store', async () => {
    await buildSettings(t.db, { time_zone: 'Asia/Dhaka' });
    expect((await getConfig()).time_zone).toBe('Asia/Dhaka');
  });

  it('converts money from minor units with digit_after_decimal_point', async () => {
    await buildSettings(t.db, { free_delivery_over: 50_000, additional_charge: 250 });
    const config = await getConfig();
    expect(config.free_delivery_over).toBe(500);
    expect(config.admin_free_delivery).toEqual({
      status: true,
      type: 'free_delivery_by_order_amount',
      free_delivery_over: 500,
    });
    expect(config.additional_charge).toBe(2.5);

    await buildSettings(t.db, {
      digit_after_decimal_point: 0,
      additional_charge: 7,
      free_delivery_over: null,
    });
    const whole = await getConfig();
    expect(whole.additional_charge).toBe(7);
    expect(whole.free_delivery_over).toBeNull();
  });

  it('assembles centralize_login, social_login and apple_login from the stored flags', async () => {
    await buildSettings(t.db, {
      otp_login_status: 0,
      google_login: { status: true, client_id: 'g-id' },
      facebook_login: { status: false, client_id: null },
      apple_login: { status: true, client_id: 'a-id', redirect_url_react: 'https://x.test/apple' },
    });
    const config = await getConfig();
    expect(config.centralize_login).toMatchObject({
      otp_login_status: 0,
      manual_login_status: 1,
      google_login_status: 1,
      facebook_login_status: 0,
      apple_login_status: 1,
    });
    expect(config.social_login).toEqual([
      { login_medium: 'google', status: true, client_id: 'g-id' },
      { login_medium: 'facebook', status: false, client_id: null },
    ]);
    expect(config.apple_login).toEqual([
      {
        login_medium: 'apple',
        status: true,
        client_id: 'a-id',
        redirect_url_react: 'https://x.test/apple',
      },
    ]);
  });

  it('mirrors the policy flags', async () => {
    await buildSettings(t.db, { refund_policy_status: 0, shipping_policy_status: 1 });
    const config = await getConfig();
    expect(config.refund_policy).toBe(0);
    expect(config.shipping_policy).toBe(1);
    expect(config.terms_and_conditions).toBe(1);
  });

  it('serves the cached settings until they are invalidated', async () => {
    await buildSettings(t.db, { business_name: 'Before' });
    expect((await getConfig()).business_name).toBe('Before');

    await t.db.update(businessSettings).set({ value: 'After' });
    expect((await getConfig()).business_name).toBe('Before');

    t.deps.caches.invalidate(BUSINESS_SETTINGS_CACHE.name);
    await buildSettings(t.db, { business_name: 'After' });
    expect((await getConfig()).business_name).toBe('After');
  });

  it('answers 503 without internals when the settings were never stored', async () => {
    const response = await t.app.inject(entryRequest(configEndpoints.businessConfig));
    expect(response.statusCode).toBe(503);
    expect(ErrorEnvelopeSchema.parse(response.json()).errors[0]?.code).toBe('settings');
    expect(response.body).not.toContain('business_settings');
  });
});

describe('GET /api/v1/react-landing-page', () => {
  it('answers the newsletter texts and app links', async () => {
    await buildSettings(t.db);
    const response = await t.app.inject(entryRequest(configEndpoints.landingPage));
    expect(response.statusCode).toBe(200);
    expect(LandingPageSchema.parse(response.json())).toEqual({
      fixed_newsletter_title: 'Stay in the loop',
      fixed_newsletter_sub_title: 'Deals every week',
      download_user_app_links: {
        playstore_url: 'https://play.example/market',
        playstore_url_status: 1,
        apple_store_url: null,
        apple_store_url_status: 0,
      },
    });
  });
});
