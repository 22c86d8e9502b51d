import { endpoint } from '../endpoint';

/*
 * The store lists of the spec's path catalogue beyond latest/popular (issue 15): discounted and
 * recommended stores for the home page, and the stores a signed-in customer ordered from.
 */

const pagedStores = (path: string, errors: number[]) =>
  endpoint({
    method: 'GET',
    path,
    tags: ['catalogue'],
    errors,
    schemas: async () => {
      const [{ StoreCardPageSchema }, { PageQuerySchema }] = await Promise.all([
        import('../stores'),
        import('../paging'),
      ]);
      return { query: PageQuerySchema, response: StoreCardPageSchema };
    },
  });

/** GET /stores/discounted: stores with a discount running now, most ordered first. */
export const discountedStores = pagedStores('/stores/discounted', [404, 422]);

/** GET /stores/recommended: featured stores, then those rated 4 and above, best first. */
export const recommendedStores = pagedStores('/stores/recommended', [404, 422]);

/** GET /customer/visit-again: stores the caller has had orders delivered from, latest first. */
export const visitAgainStores = pagedStores('/customer/visit-again', [401, 404, 422]);
