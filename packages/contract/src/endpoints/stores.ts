import { endpoint } from '../endpoint';

const stores = () => import('../stores');
const TAGS = ['catalogue'];
const ERRORS = [404, 422];

/** GET /stores/latest. */
export const latestStores = endpoint({
  method: 'GET',
  path: '/stores/latest',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ StoreCardPageSchema }, { PageQuerySchema }] = await Promise.all([
      stores(),
      import('../paging'),
    ]);
    return { query: PageQuerySchema, response: StoreCardPageSchema };
  },
});

/** GET /stores/popular?type=all|delivery|take_away. */
export const popularStores = endpoint({
  method: 'GET',
  path: '/stores/popular',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { PopularStoresQuerySchema, StoreCardPageSchema } = await stores();
    return { query: PopularStoresQuerySchema, response: StoreCardPageSchema };
  },
});

/** GET /stores/get-stores/:type: the filtered store list. */
export const filteredStores = endpoint({
  method: 'GET',
  path: '/stores/get-stores/:type',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const { StoreServiceParamsSchema, StoreFilterQuerySchema, StoreCardPageSchema } =
      await stores();
    return {
      params: StoreServiceParamsSchema,
      query: StoreFilterQuerySchema,
      response: StoreCardPageSchema,
    };
  },
});

/** GET /stores/top-offer-near-me. */
export const topOfferStores = endpoint({
  method: 'GET',
  path: '/stores/top-offer-near-me',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ StoreCardPageSchema }, { PageQuerySchema }] = await Promise.all([
      stores(),
      import('../paging'),
    ]);
    return { query: PageQuerySchema, response: StoreCardPageSchema };
  },
});

/** GET /stores/details/:id (id or slug). */
export const storeDetails = endpoint({
  method: 'GET',
  path: '/stores/details/:id',
  tags: TAGS,
  errors: ERRORS,
  schemas: async () => {
    const [{ StoreDetailsSchema }, { IdOrSlugParamsSchema }] = await Promise.all([
      stores(),
      import('../items'),
    ]);
    return { params: IdOrSlugParamsSchema, response: StoreDetailsSchema };
  },
});
