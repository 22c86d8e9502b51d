import { endpoint } from '../endpoint';

/*
 * The rest of the catalogue's discovery paths (issue 15, spec 02 §7): the home page's other
 * banners, store advertisements, the most chosen tip, one call combining those three, the
 * customer's suggested items, and whether a point lies in a zone.
 */

const discovery = () => import('../discovery');
const TAGS = ['promotions'];

/** GET /other-banners: the module's other banners in the caller's zones. */
export const otherBanners = endpoint({
  method: 'GET',
  path: '/other-banners',
  tags: TAGS,
  errors: [422],
  schemas: async () => ({ response: (await discovery()).OtherBannerListSchema }),
});

/** GET /advertisement/list: running advertisements of the module's stores in the caller's zones. */
export const advertisementList = endpoint({
  method: 'GET',
  path: '/advertisement/list',
  tags: TAGS,
  errors: [422],
  schemas: async () => ({ response: (await discovery()).AdvertisementListSchema }),
});

/** GET /most-tips: the tip most often chosen in the caller's zones and module. */
export const mostTips = endpoint({
  method: 'GET',
  path: '/most-tips',
  tags: TAGS,
  errors: [422],
  schemas: async () => ({ response: (await discovery()).MostTipsSchema }),
});

/** GET /get-combined-data: other banners, advertisements and the most chosen tip at once. */
export const combinedData = endpoint({
  method: 'GET',
  path: '/get-combined-data',
  tags: TAGS,
  errors: [422],
  schemas: async () => ({ response: (await discovery()).CombinedDataSchema }),
});

/** GET /customer/suggested-items: items for the signed-in customer, from what they order. */
export const suggestedItems = endpoint({
  method: 'GET',
  path: '/customer/suggested-items',
  tags: ['catalogue'],
  errors: [401, 422],
  schemas: async () => {
    const [{ ItemCardPageSchema }, { PageQuerySchema }] = await Promise.all([
      import('../items'),
      import('../paging'),
    ]);
    return { query: PageQuerySchema, response: ItemCardPageSchema };
  },
});

/** GET /zone/check: whether the point lies in the zone; 404 `zone` for an unknown zone. */
export const zoneCheck = endpoint({
  method: 'GET',
  path: '/zone/check',
  tags: ['zones'],
  errors: [404, 422],
  schemas: async () => {
    const { ZoneCheckQuerySchema, ZoneCheckSchema } = await discovery();
    return { query: ZoneCheckQuerySchema, response: ZoneCheckSchema };
  },
});
