import { refundReasons, refundRequest } from '@marketplace/contract/endpoints/refunds';
import { REFUND_REASONS } from '@marketplace/contract/refunds';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { requestRefund } from './request-refund';

/** Refund reasons and a refund request on a delivered order. */
export function refundRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, refundReasons, () => ({ refund_reasons: [...REFUND_REASONS] }));
    await route(app, refundRequest, (request) => requestRefund(deps, request.ctx, request.body));
  };
}
