import { orderTax, surgePrice } from '@marketplace/contract/endpoints/order-fees';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { createMapsProvider } from '../geo/create-maps-provider';
import type { OrdersDeps } from '../orders/checkout-request';
import { quoteOrder } from '../orders/quote-order';
import { getSurgePrice } from './get-surge-price';

/** get-surge-price and get-Tax: fees the server computes, read before placing. */
export function orderFeeRoutes(appDeps: AppDeps) {
  const deps: OrdersDeps = { ...appDeps, maps: createMapsProvider(appDeps) };
  return async (app: App) => {
    await route(app, surgePrice, (request) => getSurgePrice(deps, request.query));
    // The tax of these choices is the quote's: one computation, whatever asks.
    await route(app, orderTax, async (request) => {
      const quote = await quoteOrder(deps, request.ctx, request.body);
      return {
        tax_amount: quote.tax,
        tax_status: quote.tax_included ? 'included' : 'excluded',
        tax_added: quote.tax_added,
      } as const;
    });
  };
}
