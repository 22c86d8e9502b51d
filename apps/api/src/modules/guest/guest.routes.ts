import { guestRequest } from '@marketplace/contract/endpoints/guest';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { createGuest } from './guest.service';
import { getGuestIdLimit } from './guest-limit';

export function guestRoutes(deps: AppDeps) {
  const limit = getGuestIdLimit(deps.env);
  return async (app: App) => {
    await route(app, guestRequest, async (request) => {
      if (limit) await app.attemptLimiter.hit(limit, request.ip);
      return createGuest(deps);
    });
  };
}
