import type { ContentPage, ContentPageKey } from '@marketplace/contract/pages';
import type { AppDeps } from '../../app-types';
import type { BusinessSettings } from '../../db/business-settings';
import { NotFoundError } from '../../errors/app-error';
import { getBusinessSettings } from '../settings/settings.cache';
import { sanitizeHtml } from './sanitize-html';

type PageSource = {
  body:
    | 'terms_and_conditions'
    | 'privacy_policy'
    | 'about_us'
    | 'refund_policy'
    | 'shipping_policy'
    | 'cancelation_policy';
  /** A page with this flag at 0 is switched off. */
  status?: 'refund_policy_status' | 'cancelation_policy_status' | 'shipping_policy_status';
};

const PAGE_SOURCES: Record<ContentPageKey, PageSource> = {
  'terms-and-conditions': { body: 'terms_and_conditions' },
  'privacy-policy': { body: 'privacy_policy' },
  'about-us': { body: 'about_us' },
  'refund-policy': { body: 'refund_policy', status: 'refund_policy_status' },
  'shipping-policy': { body: 'shipping_policy', status: 'shipping_policy_status' },
  cancelation: { body: 'cancelation_policy', status: 'cancelation_policy_status' },
};

// Sanitised once per cached settings object (invalidating the settings drops these too).
const sanitized = new WeakMap<BusinessSettings, Map<ContentPageKey, string>>();

function sanitizedBody(settings: BusinessSettings, key: ContentPageKey): string {
  let pages = sanitized.get(settings);
  if (!pages) {
    pages = new Map();
    sanitized.set(settings, pages);
  }
  let html = pages.get(key);
  if (html === undefined) {
    html = sanitizeHtml(settings[PAGE_SOURCES[key].body]);
    pages.set(key, html);
  }
  return html;
}

export async function getContentPage(
  { db, caches }: AppDeps,
  key: ContentPageKey,
): Promise<ContentPage> {
  const settings = await getBusinessSettings({ db, caches });
  const { status } = PAGE_SOURCES[key];
  if (status && settings[status] === 0) {
    throw new NotFoundError('page', 'This page is not available');
  }
  return { value: sanitizedBody(settings, key) };
}
