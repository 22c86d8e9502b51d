import { CustomerInfoSchema, UpdateInterestBodySchema } from '@marketplace/contract/customer';
import { ErrorEnvelopeSchema, MessageResponseSchema } from '@marketplace/contract/errors';
import type { App, AppDeps } from '../../app-types';
import { resolveCustomer } from '../auth/caller';
import { getCustomerInfo, saveInterest } from './customer.service';

/** /customer/* calls that need a signed-in customer (bearer token). */
export function customerRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get(
      '/customer/info',
      {
        schema: {
          tags: ['customer'],
          response: { 200: CustomerInfoSchema, 401: ErrorEnvelopeSchema },
        },
      },
      async (request) => {
        const { userId } = await resolveCustomer(deps.db, request.ctx);
        return getCustomerInfo(deps, userId);
      },
    );

    app.post(
      '/customer/update-interest',
      {
        schema: {
          tags: ['customer'],
          body: UpdateInterestBodySchema,
          response: {
            200: MessageResponseSchema,
            401: ErrorEnvelopeSchema,
            422: ErrorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const { userId } = await resolveCustomer(deps.db, request.ctx);
        return saveInterest(deps, userId, request.body);
      },
    );
  };
}
