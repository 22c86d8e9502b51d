import { endpoint } from '../endpoint';

const promotions = () => import('../promotions');

/** GET /banners: the module's banners. */
export const bannerList = endpoint({
  method: 'GET',
  path: '/banners',
  tags: ['promotions'],
  errors: [422],
  schemas: async () => ({ response: (await promotions()).BannersResponseSchema }),
});

/** GET /brand. */
export const brandList = endpoint({
  method: 'GET',
  path: '/brand',
  tags: ['catalogue'],
  errors: [422],
  schemas: async () => ({ response: (await promotions()).BrandListSchema }),
});

/** GET /flash-sales: the running flash sale, or null. */
export const flashSale = endpoint({
  method: 'GET',
  path: '/flash-sales',
  tags: ['promotions'],
  errors: [422],
  schemas: async () => ({ response: (await promotions()).FlashSaleResponseSchema }),
});

/** GET /campaigns/item: items in a running item campaign. */
export const campaignItems = endpoint({
  method: 'GET',
  path: '/campaigns/item',
  tags: ['promotions'],
  errors: [422],
  schemas: async () => ({ response: (await promotions()).CampaignItemListSchema }),
});

/** GET /campaigns/basic: the running store campaigns. */
export const basicCampaigns = endpoint({
  method: 'GET',
  path: '/campaigns/basic',
  tags: ['promotions'],
  errors: [422],
  schemas: async () => ({ response: (await promotions()).BasicCampaignListSchema }),
});
