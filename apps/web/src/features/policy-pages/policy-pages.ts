import type { MessageKey } from '@/features/i18n/messages/en';

type PolicyPageDefinition = { apiPath: string; title: MessageKey };

/** Storefront route → the API path of its content and its title. */
export const POLICY_PAGES = {
  'terms-and-conditions': { apiPath: '/terms-and-conditions', title: 'pages.terms' },
  'privacy-policy': { apiPath: '/privacy-policy', title: 'pages.privacy' },
  'refund-policy': { apiPath: '/refund-policy', title: 'pages.refund' },
  // The API keeps the historical spelling of this one.
  'cancellation-policy': { apiPath: '/cancelation', title: 'pages.cancellation' },
  'shipping-policy': { apiPath: '/shipping-policy', title: 'pages.shipping' },
  'about-us': { apiPath: '/about-us', title: 'pages.about' },
} as const satisfies Record<string, PolicyPageDefinition>;

export type PolicySlug = keyof typeof POLICY_PAGES;
