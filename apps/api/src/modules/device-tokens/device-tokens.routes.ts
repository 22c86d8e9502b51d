import { DEVICE_TOKEN_SAVED_MESSAGE } from '@marketplace/contract/device-tokens';
import { deviceTokenSave } from '@marketplace/contract/endpoints/device-tokens';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { resolveCustomer } from '../auth/caller';
import { upsertDeviceToken } from './device-tokens.repository';

/** PUT /customer/cm-firebase-token: stores the signed-in caller's push device token. */
export function deviceTokenRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, deviceTokenSave, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      await upsertDeviceToken(deps.db, userId, request.body.cm_firebase_token);
      return { message: DEVICE_TOKEN_SAVED_MESSAGE };
    });
  };
}
