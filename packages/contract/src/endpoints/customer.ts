import { endpoint } from '../endpoint';

const customer = () => import('../customer');

/** GET /customer/info: the signed-in customer's profile. */
export const customerInfo = endpoint({
  method: 'GET',
  path: '/customer/info',
  tags: ['customer'],
  errors: [401],
  schemas: async () => ({ response: (await customer()).CustomerInfoSchema }),
});

/** POST /customer/update-interest: the modules the customer cares about. */
export const updateInterest = endpoint({
  method: 'POST',
  path: '/customer/update-interest',
  tags: ['customer'],
  errors: [401, 422],
  schemas: async () => {
    const [{ UpdateInterestBodySchema }, { MessageResponseSchema }] = await Promise.all([
      customer(),
      import('../errors'),
    ]);
    return { body: UpdateInterestBodySchema, response: MessageResponseSchema };
  },
});
