import { operatorOrderStatus } from '@marketplace/contract/endpoints/orders';
import { operatorOrderDetails } from '@marketplace/contract/endpoints/prescriptions';
import type { App, AppDeps } from '../../app-types';
import { requireOperatorKey } from '../../lib/operator-key';
import { route } from '../../lib/route';
import { getOperatorOrder } from './get-operator-order';
import { setOrderStatusByOperator } from './set-order-status';

/**
 * PUT /operator/orders/{id}/status and GET /operator/orders/{id} for the store operator (a back-office tool, not the
 * storefront): X-Operator-Key must equal OPERATOR_KEY (401 `operator` otherwise); without
 * OPERATOR_KEY the endpoint is off (403). Checked before the body is read.
 */
export function operatorRoutes(deps: AppDeps) {
  const { env } = deps;
  const checkKey = { onRequest: requireOperatorKey(env) };
  return async (app: App) => {
    await route(
      app,
      operatorOrderStatus,
      (request) => setOrderStatusByOperator(deps, request.params.id, request.body.status),
      checkKey,
    );
    await route(
      app,
      operatorOrderDetails,
      (request) => getOperatorOrder(deps, request.params.id),
      checkKey,
    );
  };
}
