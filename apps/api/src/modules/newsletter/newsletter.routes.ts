import { newsletterSubscribe } from '@marketplace/contract/endpoints/newsletter';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { subscribe } from './newsletter.service';

/** Per IP: stops a script from filling the list; a person never needs more. */
export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

export function newsletterRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, newsletterSubscribe, (request) => subscribe(deps, request.body.email), {
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
    });
  };
}
