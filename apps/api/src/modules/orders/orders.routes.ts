import {
  orderCancel,
  orderDetails,
  orderList,
  orderPlace,
  orderQuote,
  orderTrack,
  runningOrders,
} from '@marketplace/contract/endpoints/orders';
import { IDEMPOTENCY_KEY_HEADER } from '@marketplace/contract/orders';
import type { App, AppDeps } from '../../app-types';
import { readIdempotencyKey } from '../../lib/idempotency';
import { route } from '../../lib/route';
import { createMapsProvider } from '../geo/create-maps-provider';
import type { OrdersDeps } from './checkout-request';
import { cancelOrder, getOrderDetails, listOrders, trackOrder } from './orders.service';
import { placeOrder } from './place-order';
import { quoteOrder } from './quote-order';

/** Checkout (quote, place) and the caller's orders (guest or customer). */
export function orderRoutes(appDeps: AppDeps) {
  const deps: OrdersDeps = { ...appDeps, maps: createMapsProvider(appDeps) };
  return async (app: App) => {
    await route(app, orderQuote, (request) => quoteOrder(deps, request.ctx, request.body));
    await route(app, orderPlace, (request) =>
      placeOrder(deps, request.ctx, {
        body: request.body,
        idempotencyKey: readIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]),
      }),
    );
    await route(app, orderList, (request) =>
      listOrders(deps, request.ctx, request.query, { running: false }),
    );
    await route(app, runningOrders, (request) =>
      listOrders(deps, request.ctx, request.query, { running: true }),
    );
    await route(app, orderDetails, (request) =>
      getOrderDetails(deps, request.ctx, request.query.order_id),
    );
    await route(app, orderTrack, (request) =>
      trackOrder(deps, app.attemptLimiter, { ...request.ctx, ip: request.ip }, request.query),
    );
    await route(app, orderCancel, (request) => cancelOrder(deps, request.ctx, request.body));
  };
}
