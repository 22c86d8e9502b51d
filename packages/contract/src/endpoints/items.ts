import { endpoint } from '../endpoint';

const items = () => import('../items');
const paging = () => import('../paging');
const TAGS = ['catalogue'];

function pagedItemList(path: string) {
  return endpoint({
    method: 'GET',
    path,
    tags: TAGS,
    errors: [404, 422],
    schemas: async () => {
      const [{ ItemCardPageSchema }, { PageQuerySchema }] = await Promise.all([items(), paging()]);
      return { query: PageQuerySchema, response: ItemCardPageSchema };
    },
  });
}

/** Paged item lists whose only input is the page. */
export const popularItems = pagedItemList('/items/popular');
export const mostReviewedItems = pagedItemList('/items/most-reviewed');
export const discountedItems = pagedItemList('/items/discounted');
export const newArrivalItems = pagedItemList('/items/new-arrival');
export const recommendedItems = pagedItemList('/items/recommended');

/** GET /items/latest: newest first, optionally of one store or category. */
export const latestItems = endpoint({
  method: 'GET',
  path: '/items/latest',
  tags: TAGS,
  errors: [404, 422],
  schemas: async () => {
    const { LatestItemsQuerySchema, ItemCardPageSchema } = await items();
    return { query: LatestItemsQuerySchema, response: ItemCardPageSchema };
  },
});

/** GET /items/details/:id (id or slug). */
export const itemDetails = endpoint({
  method: 'GET',
  path: '/items/details/:id',
  tags: TAGS,
  errors: [404, 422],
  schemas: async () => {
    const { IdOrSlugParamsSchema, ItemDetailsQuerySchema, ItemDetailsSchema } = await items();
    return {
      params: IdOrSlugParamsSchema,
      query: ItemDetailsQuerySchema,
      response: ItemDetailsSchema,
    };
  },
});

/** GET /items/related-store-items/:id: other items of the item's store. */
export const relatedStoreItems = endpoint({
  method: 'GET',
  path: '/items/related-store-items/:id',
  tags: TAGS,
  errors: [404, 422],
  schemas: async () => {
    const { IdParamsSchema, ItemCardListSchema } = await items();
    return { params: IdParamsSchema, response: ItemCardListSchema };
  },
});

/** GET /items/reviews/:id: a page of the item's reviews. */
export const itemReviews = endpoint({
  method: 'GET',
  path: '/items/reviews/:id',
  tags: TAGS,
  errors: [404, 422],
  schemas: async () => {
    const [{ IdParamsSchema, ReviewPageSchema }, { PageQuerySchema }] = await Promise.all([
      items(),
      paging(),
    ]);
    return { params: IdParamsSchema, query: PageQuerySchema, response: ReviewPageSchema };
  },
});
