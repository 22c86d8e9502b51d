export type LoginType = 'manual' | 'otp' | 'social';
export type SocialMedium = 'google' | 'facebook' | 'apple';

export type CentralizedLoginFlags = {
  manual_login_status: 0 | 1;
  otp_login_status: 0 | 1;
  social_login_status: 0 | 1;
};

/** Spec 01 §4 "Login type status": a login type works only when its centralized flag is 1. */
export function isLoginTypeEnabled(type: LoginType, flags: CentralizedLoginFlags): boolean {
  if (type === 'manual') return flags.manual_login_status === 1;
  if (type === 'otp') return flags.otp_login_status === 1;
  return flags.social_login_status === 1;
}

/**
 * Spec 01 §4: a social provider shows only when the provider's own status is true and social
 * login is on centrally; without a client id its tokens cannot be checked, so it is off too.
 */
export function isSocialMediumEnabled(
  flags: Pick<CentralizedLoginFlags, 'social_login_status'>,
  provider: { status: boolean; client_id: string | null },
): boolean {
  return flags.social_login_status === 1 && provider.status && Boolean(provider.client_id);
}
