import type { Config } from '@marketplace/contract/config';
import {
  deriveLoginTypeStatus,
  type LoginTypeStatus,
} from '@marketplace/domain/auth/login-type-status';

export type SocialMedium = 'google' | 'facebook' | 'apple';

export type SocialProvider = {
  medium: SocialMedium;
  /** Null when the provider is switched on but not configured: shown, but not usable. */
  clientId: string | null;
  /** Apple's web flow also needs its redirect URL. */
  redirectUrl: string | null;
};

/** The parts of the business config the sign-in modal reads. */
export type AuthConfig = Pick<
  Config,
  | 'centralize_login'
  | 'social_login'
  | 'apple_login'
  | 'country'
  | 'country_picker_status'
  | 'customer_wallet_status'
  | 'ref_earning_status'
  | 'firebase_otp_verification'
  | 'demo'
  | 'is_sms_active'
  | 'is_mail_active'
>;

export type LoginOptions = {
  status: LoginTypeStatus;
  providers: SocialProvider[];
};

const CENTRAL_FLAG = {
  google: 'google_login_status',
  facebook: 'facebook_login_status',
  apple: 'apple_login_status',
} as const satisfies Record<SocialMedium, keyof Config['centralize_login']>;

/**
 * Spec 01 §4: a social provider shows only when its own status is true and its centralized flag
 * is 1 (and social login as a whole is on).
 */
export function getSocialProviders(config: AuthConfig): SocialProvider[] {
  if (config.centralize_login.social_login_status !== 1) return [];
  const entries = [
    ...config.social_login.map((entry) => ({ ...entry, redirect_url_react: null })),
    ...config.apple_login,
  ];
  const providers: SocialProvider[] = [];
  for (const medium of ['google', 'facebook', 'apple'] as const) {
    const entry = entries.find((candidate) => candidate.login_medium === medium);
    if (!entry?.status || config.centralize_login[CENTRAL_FLAG[medium]] !== 1) continue;
    providers.push({
      medium,
      clientId: entry.client_id?.trim() || null,
      redirectUrl: entry.redirect_url_react?.trim() || null,
    });
  }
  return providers;
}

/** The login type status from the config's centralize_login, and the providers to offer. */
export function getLoginOptions(config: AuthConfig): LoginOptions {
  const providers = getSocialProviders(config);
  const status = deriveLoginTypeStatus({
    otp: config.centralize_login.otp_login_status === 1,
    manual: config.centralize_login.manual_login_status === 1,
    // Social sign-in without a single usable provider would be an empty section.
    social: providers.length > 0,
  });
  return { status, providers };
}

/** Referral codes are asked for only when the wallet and referral earnings are both on. */
export function isReferralEnabled(
  config: Pick<Config, 'customer_wallet_status' | 'ref_earning_status'>,
): boolean {
  return config.customer_wallet_status === 1 && config.ref_earning_status === 1;
}
