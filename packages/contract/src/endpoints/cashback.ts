import { endpoint } from '../endpoint';

const cashback = () => import('../cashback');

/** GET /cashback/list: the cashback offers running today. */
export const cashbackList = endpoint({
  method: 'GET',
  path: '/cashback/list',
  tags: ['promotions'],
  errors: [],
  schemas: async () => ({ response: (await cashback()).CashbackListSchema }),
});

/** GET /getCashback?amount=: what an order total would earn (the caller's uses counted). */
export const cashbackPreview = endpoint({
  method: 'GET',
  path: '/getCashback',
  tags: ['promotions'],
  errors: [401, 422],
  schemas: async () => {
    const { CashbackQuerySchema, CashbackPreviewSchema } = await cashback();
    return { query: CashbackQuerySchema, response: CashbackPreviewSchema };
  },
});
