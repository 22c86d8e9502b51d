import { endpoint } from '../endpoint';

/**
 * POST /payment/demo/callback: the demo gateway's signed report of an outcome (X-Demo-Signature,
 * HMAC of the raw body; 403 `signature` without it). A replay answers the recorded outcome with
 * `changed: false`. The gateway's own pages (/payment/demo/{token}) are outside /api/v1, as a
 * third-party gateway's would be, and have no entry.
 */
export const demoPaymentCallback = endpoint({
  method: 'POST',
  path: '/payment/demo/callback',
  tags: ['payments'],
  errors: [403, 404, 422],
  schemas: async () => {
    const { DemoPaymentCallbackBodySchema, DemoPaymentCallbackResponseSchema } = await import(
      '../payments'
    );
    return { body: DemoPaymentCallbackBodySchema, response: DemoPaymentCallbackResponseSchema };
  },
});
