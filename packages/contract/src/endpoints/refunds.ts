import { endpoint } from '../endpoint';

const refunds = () => import('../refunds');

/** GET /customer/order/refund-reasons: what a customer may give as the reason of a refund. */
export const refundReasons = endpoint({
  method: 'GET',
  path: '/customer/order/refund-reasons',
  tags: ['orders'],
  errors: [],
  schemas: async () => ({ response: (await refunds()).RefundReasonsSchema }),
});

/** POST /customer/order/refund-request: one of the caller's delivered orders goes to refund. */
export const refundRequest = endpoint({
  method: 'POST',
  path: '/customer/order/refund-request',
  tags: ['orders'],
  errors: [401, 404, 409, 422],
  schemas: async () => {
    const { RefundRequestBodySchema, RefundRequestedSchema } = await refunds();
    return { body: RefundRequestBodySchema, response: RefundRequestedSchema };
  },
});
