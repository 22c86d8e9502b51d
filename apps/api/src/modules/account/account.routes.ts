import {
  removeAccount as removeAccountEntry,
  updateProfile as updateProfileEntry,
} from '@marketplace/contract/endpoints/account';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { createAuthDeps } from '../auth/auth-deps';
import { resolveCustomer } from '../auth/caller';
import { removeAccount } from './remove-account';
import { updateProfile } from './update-profile';

/** The signed-in customer's own account: profile edits (with verified-change codes) and deletion. */
export function accountRoutes(deps: AppDeps) {
  return async (app: App) => {
    const auth = createAuthDeps(deps, app.log, app.attemptLimiter);

    await route(app, updateProfileEntry, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return updateProfile(auth, userId, request.body);
    });

    await route(app, removeAccountEntry, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return removeAccount(deps, userId);
    });
  };
}
