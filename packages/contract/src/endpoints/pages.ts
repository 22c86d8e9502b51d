import { type Endpoint, endpoint } from '../endpoint';
import type { ContentPageKey } from '../pages';

function contentPage(key: string) {
  return endpoint({
    method: 'GET',
    path: `/${key}`,
    tags: ['content'],
    errors: [404],
    schemas: async () => ({ response: (await import('../pages')).ContentPageSchema }),
  });
}

/** The operator's content pages (GET /<key>), one entry per key of CONTENT_PAGE_KEYS. */
export const contentPages = {
  'terms-and-conditions': contentPage('terms-and-conditions'),
  'privacy-policy': contentPage('privacy-policy'),
  'about-us': contentPage('about-us'),
  'refund-policy': contentPage('refund-policy'),
  'shipping-policy': contentPage('shipping-policy'),
  cancelation: contentPage('cancelation'),
} satisfies Record<ContentPageKey, Endpoint>;
