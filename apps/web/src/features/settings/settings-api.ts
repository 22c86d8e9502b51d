import type { UpdateAccountSettingsBody } from '@marketplace/contract/account-settings';
import {
  accountSettings,
  updateAccountSettings,
} from '@marketplace/contract/endpoints/account-settings';
import { callApi } from '@/lib/api-client';

export const ACCOUNT_SETTINGS_KEY = ['account', 'settings'] as const;

/** GET /customer/settings. */
export function fetchAccountSettings(signal?: AbortSignal) {
  return callApi(accountSettings, { signal });
}

/** PUT /customer/settings: saves what changed. */
export function saveAccountSettings(body: UpdateAccountSettingsBody) {
  return callApi(updateAccountSettings, { body });
}
