import { GuestResponseSchema } from '@marketplace/contract/guest';
import type { App, AppDeps } from '../../app-types';
import { createGuest } from './guest.service';

export function guestRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.post(
      '/auth/guest/request',
      { schema: { tags: ['auth'], response: { 200: GuestResponseSchema } } },
      () => createGuest(deps),
    );
  };
}
