import type { LoginType, SocialMedium } from '@marketplace/contract/auth-fields';
import {
  isLoginTypeEnabled,
  isSocialMediumEnabled,
} from '@marketplace/domain/auth/login-type-enabled';
import type { BusinessSettings } from '../../db/business-settings';
import { AppError } from '../../errors/app-error';
import { PROVIDER_NAMES } from './social/social-verifier';

const LOGIN_TYPE_NAMES: Record<LoginType, string> = {
  manual: 'Login with email or phone and password',
  otp: 'Login with OTP',
  social: 'Social login',
};

export class LoginTypeDisabledError extends AppError {
  constructor(message: string) {
    super(403, 'login_type', message);
  }
}

/** Spec 01 §4 "Login type status": a type the business switched off answers 403. */
export function assertLoginTypeEnabled(settings: BusinessSettings, type: LoginType): void {
  if (!isLoginTypeEnabled(type, settings)) {
    throw new LoginTypeDisabledError(`${LOGIN_TYPE_NAMES[type]} is not enabled.`);
  }
}

export function providerSettings(settings: BusinessSettings, medium: SocialMedium) {
  if (medium === 'google') return settings.google_login;
  if (medium === 'facebook') return settings.facebook_login;
  return settings.apple_login;
}

/** Social login on, the provider on, and its client id known: the audience tokens must carry. */
export function assertSocialMediumEnabled(
  settings: BusinessSettings,
  medium: SocialMedium,
): string {
  assertLoginTypeEnabled(settings, 'social');
  const provider = providerSettings(settings, medium);
  if (!isSocialMediumEnabled(settings, provider) || !provider.client_id) {
    throw new LoginTypeDisabledError(`${PROVIDER_NAMES[medium]} login is not enabled.`);
  }
  return provider.client_id;
}
