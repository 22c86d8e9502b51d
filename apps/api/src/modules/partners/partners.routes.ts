import {
  deliveryManStore,
  operatorApplicationDecision,
  operatorApplicationList,
  vendorRegister,
} from '@marketplace/contract/endpoints/partners';
import type { App, AppDeps } from '../../app-types';
import { requireOperatorKey } from '../../lib/operator-key';
import { route } from '../../lib/route';
import { createNotifier } from '../notifications/create-notifier';
import { listApplications } from './list-applications';
import { notifyApplicant } from './partner-emails';
import { PARTNER_LIMITS } from './partner-limits';
import { registerDeliveryMan } from './register-delivery-man';
import { registerVendor } from './register-vendor';
import { decideApplication } from './review-application';

/**
 * Partner sign-up (decision 0035): the two public application forms, rate-limited per client
 * address before the body is read, and the operator's review (X-Operator-Key, as the order
 * operator endpoints).
 */
export function partnerRoutes(deps: AppDeps) {
  return async (app: App) => {
    const limiter = app.attemptLimiter;
    const notifier = createNotifier(deps, app.log);
    const perIp = {
      onRequest: async (request: { ip: string }) => limiter.hit(PARTNER_LIMITS.perIp, request.ip),
    };

    await route(
      app,
      vendorRegister,
      async (request) => {
        const answer = await registerVendor(deps, limiter, request.body);
        await notifyApplicant(
          notifier,
          { email: request.body.email.toLowerCase(), name: request.body.f_name },
          { kind: 'vendor', outcome: 'received' },
        );
        return answer;
      },
      perIp,
    );
    await route(
      app,
      deliveryManStore,
      async (request) => {
        const answer = await registerDeliveryMan(deps, limiter, request.body);
        await notifyApplicant(
          notifier,
          { email: request.body.email.toLowerCase(), name: request.body.f_name },
          { kind: 'delivery_man', outcome: 'received' },
        );
        return answer;
      },
      perIp,
    );

    const checkKey = { onRequest: requireOperatorKey(deps.env) };
    await route(
      app,
      operatorApplicationList,
      (request) => listApplications(deps, request.query),
      checkKey,
    );
    await route(
      app,
      operatorApplicationDecision,
      (request) =>
        decideApplication(
          { ...deps, notifier },
          request.params.kind,
          request.params.id,
          request.body,
        ),
      checkKey,
    );
  };
}
