import { endpoint } from '../endpoint';

const categories = () => import('../categories');
const items = () => import('../items');
const TAGS = ['catalogue'];

/** GET /categories: the top-level categories of the module. */
export const categoryList = endpoint({
  method: 'GET',
  path: '/categories',
  tags: TAGS,
  errors: [422],
  schemas: async () => ({ response: (await categories()).CategoryListSchema }),
});

/** GET /categories/childes/:id: a category's sub-categories; 404 for an unknown one. */
export const childCategories = endpoint({
  method: 'GET',
  path: '/categories/childes/:id',
  tags: TAGS,
  errors: [404],
  schemas: async () => {
    const { CategoryIdParamsSchema, CategoryListSchema } = await categories();
    return { params: CategoryIdParamsSchema, response: CategoryListSchema };
  },
});

/** GET /categories/featured/items. */
export const featuredCategories = endpoint({
  method: 'GET',
  path: '/categories/featured/items',
  tags: TAGS,
  errors: [404, 422],
  schemas: async () => ({ response: (await items()).FeaturedCategoriesSchema }),
});

/** GET /categories/items/:id: a page of the category's items. */
export const categoryItems = endpoint({
  method: 'GET',
  path: '/categories/items/:id',
  tags: TAGS,
  errors: [404, 422],
  schemas: async () => {
    const [{ IdParamsSchema, ItemCardPageSchema }, { PageQuerySchema }] = await Promise.all([
      items(),
      import('../paging'),
    ]);
    return { params: IdParamsSchema, query: PageQuerySchema, response: ItemCardPageSchema };
  },
});

/** GET /categories/stores/:id: a page of the stores selling in the category. */
export const categoryStores = endpoint({
  method: 'GET',
  path: '/categories/stores/:id',
  tags: TAGS,
  errors: [404, 422],
  schemas: async () => {
    const [{ IdParamsSchema }, { PageQuerySchema }, { StoreCardPageSchema }] = await Promise.all([
      items(),
      import('../paging'),
      import('../stores'),
    ]);
    return { params: IdParamsSchema, query: PageQuerySchema, response: StoreCardPageSchema };
  },
});
