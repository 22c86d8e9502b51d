import {
  accountSettings,
  updateAccountSettings,
} from '@marketplace/contract/endpoints/account-settings';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { resolveCustomer } from '../auth/caller';
import { getAccountSettings, saveAccountSettings } from './account-settings.service';

/** /settings, saved for the account: language, theme and the notification preference. */
export function accountSettingsRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, accountSettings, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return getAccountSettings(deps, userId);
    });
    await route(app, updateAccountSettings, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return saveAccountSettings(deps, userId, request.body);
    });
  };
}
