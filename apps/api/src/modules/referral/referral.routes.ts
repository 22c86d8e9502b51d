import { customerReferral } from '@marketplace/contract/endpoints/referral';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { resolveCustomer } from '../auth/caller';
import { getReferralSummary } from './referral.service';

/** The signed-in customer's referral code and earnings. */
export function referralRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, customerReferral, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return getReferralSummary(deps, userId);
    });
  };
}
