import { cashbackList, cashbackPreview } from '@marketplace/contract/endpoints/cashback';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { getCashback, listCashbackOffers } from './cashback-offers';

/** cashback/list and getCashback (the credit itself happens on delivery, credit-cashback.ts). */
export function cashbackRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, cashbackList, () => listCashbackOffers(deps));
    await route(app, cashbackPreview, (request) =>
      getCashback(deps, request.ctx, request.query.amount),
    );
  };
}
