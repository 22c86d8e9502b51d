import { findCountry } from '@/features/ui/form/countries';
import type { AuthConfig } from './login-options';
import { getLoginOptions, isReferralEnabled, type LoginOptions } from './login-options';

/** What the sign-in modal, sign-up form and password recovery read from the config. */
export type AuthSettings = LoginOptions & {
  defaultCountry: string;
  isCountryPickerEnabled: boolean;
  isReferralEnabled: boolean;
  isDemo: boolean;
};

export function toAuthSettings(config: AuthConfig): AuthSettings {
  return {
    ...getLoginOptions(config),
    defaultCountry: findCountry(config.country).code,
    isCountryPickerEnabled: config.country_picker_status === 1,
    isReferralEnabled: isReferralEnabled(config),
    isDemo: config.demo,
  };
}
