import { demoPaymentCallback } from '@marketplace/contract/endpoints/payments';
import { DEMO_PAYMENT_SIGNATURE_HEADER } from '@marketplace/contract/payments';
import type { App, AppDeps } from '../../app-types';
import { AppError } from '../../errors/app-error';
import { route } from '../../lib/route';
import { isValidDemoSignature, resolveDemoPaymentSecret } from './demo-payment-signature';
import { buildPaymentReturnUrl } from './order-confirmation-url';
import { settleDemoPayment } from './settle-demo-payment';

/**
 * POST /payment/demo/callback (under /api/v1): the gateway's signed report of an outcome. The
 * HMAC covers the raw body bytes, so this scope keeps them while parsing JSON. 403 `signature`
 * for a missing or wrong signature, 404 `payment` for an unknown token; a replay answers the
 * recorded outcome with changed: false.
 */
export function paymentCallbackRoutes(deps: AppDeps) {
  const { env } = deps;
  const secret = resolveDemoPaymentSecret(env);
  return async (app: App) => {
    const rawBodies = new WeakMap<object, string>();
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request.raw, String(body));
      parseJson(request, String(body), done);
    });

    await route(
      app,
      demoPaymentCallback,
      async (request) => {
        const settlement = await settleDemoPayment(deps, request.body);
        const approved = settlement.paymentStatus === 'approved';
        const { target } = settlement;
        return {
          order_id: target.kind === 'order' ? target.id : null,
          ...(target.kind === 'trip' ? { trip_id: target.id } : {}),
          payment_status: settlement.paymentStatus,
          order_status: settlement.status,
          changed: settlement.changed,
          redirect_url: buildPaymentReturnUrl(
            env.WEB_URL,
            target,
            approved ? 'success' : 'fail',
            settlement.callbackUrl,
          ),
        };
      },
      {
        // Before the body is validated: an unsigned caller learns nothing about the payload.
        preValidation: async (request) => {
          const header = request.headers[DEMO_PAYMENT_SIGNATURE_HEADER];
          const signature = typeof header === 'string' ? header : undefined;
          const rawBody = rawBodies.get(request.raw) ?? '';
          if (!isValidDemoSignature(secret, rawBody, signature)) {
            throw new AppError(403, 'signature', 'The payment callback signature is invalid');
          }
        },
      },
    );
  };
}
