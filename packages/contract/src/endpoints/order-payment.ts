import { endpoint } from '../endpoint';

/** PUT /customer/order/payment-method: a pending, unpaid order of the caller changes its method. */
export const orderPaymentMethod = endpoint({
  method: 'PUT',
  path: '/customer/order/payment-method',
  tags: ['orders'],
  errors: [401, 404, 409, 422],
  schemas: async () => {
    const { PaymentSwitchBodySchema, PaymentSwitchedSchema } = await import('../order-payment');
    return { body: PaymentSwitchBodySchema, response: PaymentSwitchedSchema };
  },
});
