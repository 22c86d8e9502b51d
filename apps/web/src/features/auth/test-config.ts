import type { AuthConfig } from './login-options';

type Overrides = Partial<Omit<AuthConfig, 'centralize_login'>> & {
  centralize_login?: Partial<AuthConfig['centralize_login']>;
};

/** A test builder: every login type and provider on and configured, unless overridden. */
export function buildAuthConfig(overrides: Overrides = {}): AuthConfig {
  const { centralize_login, ...rest } = overrides;
  return {
    centralize_login: {
      otp_login_status: 1,
      manual_login_status: 1,
      social_login_status: 1,
      phone_verification_status: 1,
      email_verification_status: 0,
      google_login_status: 1,
      facebook_login_status: 1,
      apple_login_status: 1,
      ...centralize_login,
    },
    social_login: [
      { login_medium: 'google', status: true, client_id: 'google-client' },
      { login_medium: 'facebook', status: true, client_id: 'facebook-app' },
    ],
    apple_login: [
      {
        login_medium: 'apple',
        status: true,
        client_id: 'apple-service',
        redirect_url_react: 'https://shop.example/apple',
      },
    ],
    country: 'BD',
    country_picker_status: 1,
    customer_wallet_status: 1,
    ref_earning_status: 1,
    firebase_otp_verification: 0,
    demo: false,
    is_sms_active: true,
    is_mail_active: true,
    ...rest,
  };
}
