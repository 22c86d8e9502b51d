import { describe, expect, it } from 'vitest';
import { toAuthSettings } from './auth-settings';
import { getLoginOptions, getSocialProviders, isReferralEnabled } from './login-options';
import { buildAuthConfig } from './test-config';

describe('login type status comes from centralize_login (spec 01 §4)', () => {
  it.each([
    [{ otp_login_status: 1, manual_login_status: 1, social_login_status: 1 }, 'all'],
    [{ otp_login_status: 1, manual_login_status: 1, social_login_status: 0 }, 'otp_manual'],
    [{ otp_login_status: 1, manual_login_status: 0, social_login_status: 1 }, 'otp_social'],
    [{ otp_login_status: 0, manual_login_status: 1, social_login_status: 1 }, 'manual_social'],
    [{ otp_login_status: 1, manual_login_status: 0, social_login_status: 0 }, 'otp'],
    [{ otp_login_status: 0, manual_login_status: 1, social_login_status: 0 }, 'manual'],
    [{ otp_login_status: 0, manual_login_status: 0, social_login_status: 1 }, 'social'],
    [{ otp_login_status: 0, manual_login_status: 0, social_login_status: 0 }, ''],
  ] as const)('%o → %j', (flags, status) => {
    expect(getLoginOptions(buildAuthConfig({ centralize_login: flags })).status).toBe(status);
  });

  it('treats social login without a single enabled provider as off', () => {
    const config = buildAuthConfig({
      centralize_login: { google_login_status: 0, facebook_login_status: 0, apple_login_status: 0 },
    });
    expect(getLoginOptions(config).status).toBe('otp_manual');
  });
});

describe('a social provider shows only when its status is true and its central flag is 1', () => {
  it('lists Google, Facebook and Apple in that order with their client ids', () => {
    expect(getSocialProviders(buildAuthConfig())).toEqual([
      { medium: 'google', clientId: 'google-client', redirectUrl: null },
      { medium: 'facebook', clientId: 'facebook-app', redirectUrl: null },
      { medium: 'apple', clientId: 'apple-service', redirectUrl: 'https://shop.example/apple' },
    ]);
  });

  it('hides a provider whose central flag is 0', () => {
    const config = buildAuthConfig({ centralize_login: { facebook_login_status: 0 } });
    expect(getSocialProviders(config).map((p) => p.medium)).toEqual(['google', 'apple']);
  });

  it('hides a provider whose own status is false even with the central flag on', () => {
    const config = buildAuthConfig({
      social_login: [
        { login_medium: 'google', status: false, client_id: 'google-client' },
        { login_medium: 'facebook', status: true, client_id: 'facebook-app' },
      ],
    });
    expect(getSocialProviders(config).map((p) => p.medium)).toEqual(['facebook', 'apple']);
  });

  it('hides every provider when social login is off', () => {
    expect(
      getSocialProviders(buildAuthConfig({ centralize_login: { social_login_status: 0 } })),
    ).toEqual([]);
  });

  it('keeps an enabled provider without a client id, marked as not configured', () => {
    const config = buildAuthConfig({
      apple_login: [
        { login_medium: 'apple', status: true, client_id: '  ', redirect_url_react: null },
      ],
    });
    expect(getSocialProviders(config).at(-1)).toEqual({
      medium: 'apple',
      clientId: null,
      redirectUrl: null,
    });
  });
});

describe('referral code and other settings', () => {
  it('asks for a referral code only when wallet and referral earnings are both 1', () => {
    expect(isReferralEnabled({ customer_wallet_status: 1, ref_earning_status: 1 })).toBe(true);
    expect(isReferralEnabled({ customer_wallet_status: 0, ref_earning_status: 1 })).toBe(false);
    expect(isReferralEnabled({ customer_wallet_status: 1, ref_earning_status: 0 })).toBe(false);
  });

  it('enables the country picker only when country_picker_status is 1', () => {
    expect(toAuthSettings(buildAuthConfig()).isCountryPickerEnabled).toBe(true);
    expect(
      toAuthSettings(buildAuthConfig({ country_picker_status: 0 })).isCountryPickerEnabled,
    ).toBe(false);
  });

  it('defaults the phone country to the configured one', () => {
    expect(toAuthSettings(buildAuthConfig({ country: 'fr' })).defaultCountry).toBe('FR');
    expect(toAuthSettings(buildAuthConfig({ country: 'ZZ' })).defaultCountry).toBe('US');
  });
});
