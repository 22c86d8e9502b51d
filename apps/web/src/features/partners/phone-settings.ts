import type { Config } from '@marketplace/contract/config';
import { findCountry } from '@/features/ui/form/countries';
import type { PhoneSettings } from './applicant-fields';

/** The phone input's country as the sign-up forms use it (config country and picker flag). */
export function toPhoneSettings(config: Config | null): PhoneSettings {
  return {
    defaultCountry: findCountry(config?.country).code,
    isCountryPickerEnabled: config?.country_picker_status === 1,
  };
}
