import { apiPath } from '@marketplace/contract/endpoint';
import { demoPaymentCallback } from '@marketplace/contract/endpoints/payments';
import { COLOR_SCHEME_HEADER, readColorScheme } from '@marketplace/contract/headers';
import {
  DEMO_PAYMENT_SIGNATURE_HEADER,
  DemoPaymentCallbackResponseSchema,
  DemoPaymentDecisionParamsSchema,
  PaymentTokenParamsSchema,
} from '@marketplace/contract/payments';
import type { FastifyReply } from 'fastify';
import type { App, AppDeps } from '../../app-types';
import { renderGatewayMessage } from './demo-payment-page';
import { NOT_FOUND_PAGE, renderDemoPaymentScreen } from './demo-payment-screen';
import { resolveDemoPaymentSecret, signDemoCallback } from './demo-payment-signature';

/** Where the gateway delivers its signed callback (in-process, like a webhook to the shop). */
export const DEMO_CALLBACK_PATH = apiPath(demoPaymentCallback);

/**
 * The built-in demo gateway, mounted outside /api/v1 as a third-party gateway would be:
 * GET /payment/demo/{token} shows the amount and order with Approve / Decline; each button
 * POSTs here, the gateway signs the outcome and calls the API's callback, then sends the browser
 * to the storefront's confirmation page.
 */
export function demoGatewayRoutes(deps: AppDeps) {
  const { env } = deps;
  const secret = resolveDemoPaymentSecret(env);
  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .headers({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        // The token in the URL is the payment's capability: never leak it to other sites.
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self' ${new URL(env.WEB_URL).origin}; frame-ancestors 'none'; base-uri 'none'`,
      })
      .send(html);

  return async (app: App) => {
    // The page's forms post application/x-www-form-urlencoded (no fields are read).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get('/payment/demo/:token', { schema: { hide: true } }, async (request, reply) => {
      const params = PaymentTokenParamsSchema.safeParse(request.params);
      const screen = params.success
        ? await renderDemoPaymentScreen(
            deps,
            params.data.token,
            request.headers['x-localization'],
            request.log,
            readColorScheme(request.headers[COLOR_SCHEME_HEADER]),
          )
        : { status: 404, html: NOT_FOUND_PAGE };
      return sendHtml(reply, screen.status, screen.html);
    });

    app.post(
      '/payment/demo/:token/:decision',
      { schema: { hide: true } },
      async (request, reply) => {
        const params = DemoPaymentDecisionParamsSchema.safeParse(request.params);
        if (!params.success) return sendHtml(reply, 404, NOT_FOUND_PAGE);
        const rawBody = JSON.stringify({
          token: params.data.token,
          outcome: params.data.decision === 'approve' ? 'approved' : 'declined',
          decided_at: new Date().toISOString(),
        });
        const answer = await app.inject({
          method: 'POST',
          url: DEMO_CALLBACK_PATH,
          headers: {
            'content-type': 'application/json',
            [DEMO_PAYMENT_SIGNATURE_HEADER]: signDemoCallback(secret, rawBody),
          },
          payload: rawBody,
          // Rate limits count the customer, not the gateway.
          remoteAddress: request.ip,
        });
        if (answer.statusCode === 404) return sendHtml(reply, 404, NOT_FOUND_PAGE);
        const result = DemoPaymentCallbackResponseSchema.safeParse(safeJson(answer.body));
        if (answer.statusCode !== 200 || !result.success) {
          request.log.error(
            { status: answer.statusCode, body: answer.body },
            'demo gateway: the payment callback failed',
          );
          return sendHtml(
            reply,
            502,
            renderGatewayMessage({
              title: 'Payment not completed',
              message: 'The store did not confirm this payment. Please try again in a moment.',
            }),
          );
        }
        return reply.redirect(result.data.redirect_url, 303);
      },
    );
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
