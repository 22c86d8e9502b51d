import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import {
  OPERATOR_KEY_HEADER,
  OperatorOrderParamsSchema,
  OperatorOrderStatusBodySchema,
  OrderStatusEventSchema,
} from '@marketplace/contract/order-tracking';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types';
import { AppError } from '../../errors/app-error';
import { isOperatorKey } from './operator-key';
import { setOrderStatusByOperator } from './set-order-status';

const TAGS = ['operator'];
/** A refused move also says where the order is now. */
const ConflictSchema = ErrorEnvelopeSchema.extend({ status: z.string().optional() });

/**
 * PUT /operator/orders/{id}/status for the store operator (a back-office tool, not the
 * storefront): X-Operator-Key must equal OPERATOR_KEY (401 `operator` otherwise); without
 * OPERATOR_KEY the endpoint is off (403). Checked before the body is read.
 */
export function operatorRoutes({ db, env }: AppDeps) {
  return async (app: App) => {
    app.put(
      '/operator/orders/:id/status',
      {
        schema: {
          tags: TAGS,
          params: OperatorOrderParamsSchema,
          body: OperatorOrderStatusBodySchema,
          response: {
            200: OrderStatusEventSchema,
            401: ErrorEnvelopeSchema,
            403: ErrorEnvelopeSchema,
            404: ErrorEnvelopeSchema,
            409: ConflictSchema,
            422: ErrorEnvelopeSchema,
          },
        },
        onRequest: async (request) => {
          if (!env.OPERATOR_KEY) throw new AppError(403, 'operator', 'operator endpoint disabled');
          const header = request.headers[OPERATOR_KEY_HEADER];
          if (!isOperatorKey(env.OPERATOR_KEY, typeof header === 'string' ? header : undefined)) {
            throw new AppError(401, 'operator', 'Invalid operator key');
          }
        },
      },
      (request) => setOrderStatusByOperator(db, request.params.id, request.body.status),
    );
  };
}
