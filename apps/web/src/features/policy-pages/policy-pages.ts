import type { ContentPageKey } from '@marketplace/contract/pages';
import type { MessageKey } from '@/features/i18n/messages/en';

type PolicyPageDefinition = { page: ContentPageKey; title: MessageKey };

/** Storefront route → the API's content page (endpoints/pages.ts) and its title. */
export const POLICY_PAGES = {
  'terms-and-conditions': { page: 'terms-and-conditions', title: 'pages.terms' },
  'privacy-policy': { page: 'privacy-policy', title: 'pages.privacy' },
  'refund-policy': { page: 'refund-policy', title: 'pages.refund' },
  // The API keeps the historical spelling of this one.
  'cancellation-policy': { page: 'cancelation', title: 'pages.cancellation' },
  'shipping-policy': { page: 'shipping-policy', title: 'pages.shipping' },
  'about-us': { page: 'about-us', title: 'pages.about' },
} as const satisfies Record<string, PolicyPageDefinition>;

export type PolicySlug = keyof typeof POLICY_PAGES;
