import { endpoint } from '../endpoint';

const fees = () => import('../order-fees');

/** GET /customer/order/get-surge-price: the zone's surge running for a module at a time. */
export const surgePrice = endpoint({
  method: 'GET',
  path: '/customer/order/get-surge-price',
  tags: ['orders'],
  errors: [422],
  schemas: async () => {
    const { SurgePriceQuerySchema, SurgePriceSchema } = await fees();
    return { query: SurgePriceQuerySchema, response: SurgePriceSchema };
  },
});

/** POST /customer/order/get-Tax: the tax of these checkout choices, as the quote computes it. */
export const orderTax = endpoint({
  method: 'POST',
  path: '/customer/order/get-Tax',
  tags: ['orders'],
  errors: [401, 403, 404, 409, 422],
  schemas: async () => {
    const [{ OrderTaxSchema }, { OrderPlaceBodySchema }] = await Promise.all([
      fees(),
      import('../orders'),
    ]);
    return { body: OrderPlaceBodySchema, response: OrderTaxSchema };
  },
});
