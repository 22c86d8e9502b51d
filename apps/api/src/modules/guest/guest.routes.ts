import { guestRequest } from '@marketplace/contract/endpoints/guest';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { createGuest } from './guest.service';

export function guestRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, guestRequest, () => createGuest(deps));
  };
}
