import { orderPaymentMethod } from '@marketplace/contract/endpoints/order-payment';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { switchPaymentMethod } from './switch-payment-method';

/** PUT /customer/order/payment-method (guest or customer). */
export function orderPaymentRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, orderPaymentMethod, (request) =>
      switchPaymentMethod(deps, request.ctx, request.body),
    );
  };
}
