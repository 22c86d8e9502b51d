import { apiPath } from '@marketplace/contract/endpoint';
import { demoPaymentCallback } from '@marketplace/contract/endpoints/payments';
import {
  DEMO_PAYMENT_SIGNATURE_HEADER,
  DemoPaymentCallbackResponseSchema,
  DemoPaymentDecisionParamsSchema,
  PaymentTokenParamsSchema,
} from '@marketplace/contract/payments';
import type { FastifyReply } from 'fastify';
import type { App, AppDeps } from '../../app-types';
import type { BusinessSettings } from '../../db/business-settings';
import { getBusinessSettings } from '../settings/settings.cache';
import { renderGatewayMessage, renderPaymentPage } from './demo-payment-page';
import { resolveDemoPaymentSecret, signDemoCallback } from './demo-payment-signature';
import { pickPaymentLocale } from './demo-payment-text';
import { buildPaymentReturnUrl } from './order-confirmation-url';
import { formatPaymentAmount } from './payment-amount';
import { findDemoPayment } from './payments.repository';

/** Where the gateway delivers its signed callback (in-process, like a webhook to the shop). */
export const DEMO_CALLBACK_PATH = apiPath(demoPaymentCallback);

const NOT_FOUND_PAGE = renderGatewayMessage({
  title: 'Payment not found',
  message: 'This payment link is not valid. Go back to the store and try again.',
});

/**
 * The built-in demo gateway, mounted outside /api/v1 as a third-party gateway would be:
 * GET /payment/demo/{token} shows the amount and order with Approve / Decline; each button
 * POSTs here, the gateway signs the outcome and calls the API's callback, then sends the browser
 * to the storefront's confirmation page.
 */
export function demoGatewayRoutes(deps: AppDeps) {
  const { db, env } = deps;
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
      const payment = params.success ? await findDemoPayment(db, params.data.token) : null;
      if (!payment || !params.success) return sendHtml(reply, 404, NOT_FOUND_PAGE);
      const confirmation = (ok: boolean) =>
        buildPaymentReturnUrl(
          env.WEB_URL,
          payment.target,
          ok ? 'success' : 'fail',
          payment.callbackUrl,
        );
      const what =
        payment.target.kind === 'wallet'
          ? 'wallet top-up'
          : `${payment.target.kind} #${payment.target.id}`;
      if (payment.status !== 'pending') {
        const approved = payment.status === 'approved';
        return sendHtml(
          reply,
          200,
          renderGatewayMessage({
            title: approved ? 'Payment approved' : 'Payment declined',
            message: `The payment for ${what} was ${payment.status} already.`,
            link: { href: confirmation(approved), label: 'Back to the store' },
          }),
        );
      }
      if (payment.targetStatus === 'canceled' || payment.targetStatus === 'failed') {
        return sendHtml(
          reply,
          200,
          renderGatewayMessage({
            title: 'Nothing to pay',
            message: `This ${what} was ${payment.targetStatus}; nothing will be charged.`,
            link: { href: confirmation(false), label: 'Back to the store' },
          }),
        );
      }
      const settings = await readSettings(deps, request.log);
      return sendHtml(
        reply,
        200,
        renderPaymentPage({
          token: params.data.token,
          target: payment.target,
          amountText: formatPaymentAmount(payment.amount, settings),
          brand: {
            businessName: settings?.business_name ?? 'The store',
            logo: settings?.logo ?? null,
            locale: pickPaymentLocale(request.headers['x-localization']),
          },
        }),
      );
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

async function readSettings(
  deps: Pick<AppDeps, 'db' | 'caches'>,
  log: { warn: (obj: object, msg: string) => void },
): Promise<BusinessSettings | null> {
  try {
    return await getBusinessSettings(deps);
  } catch (err) {
    log.warn({ err }, 'demo gateway: business settings unavailable; plain amount shown');
    return null;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
