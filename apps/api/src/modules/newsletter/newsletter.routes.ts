import { ErrorEnvelopeSchema, MessageResponseSchema } from '@marketplace/contract/errors';
import { NewsletterSubscribeBodySchema } from '@marketplace/contract/newsletter';
import type { App, AppDeps } from '../../app-types';
import { subscribe } from './newsletter.service';

/** Per IP: stops a script from filling the list; a person never needs more. */
export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

export function newsletterRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.post(
      '/newsletter/subscribe',
      {
        config: { rateLimit: NEWSLETTER_RATE_LIMIT },
        schema: {
          tags: ['newsletter'],
          body: NewsletterSubscribeBodySchema,
          response: { 200: MessageResponseSchema, 422: ErrorEnvelopeSchema },
        },
      },
      (request) => subscribe(deps, request.body.email),
    );
  };
}
