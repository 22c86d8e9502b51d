import { z } from 'zod';

export const CONTENT_PAGE_KEYS = [
  'terms-and-conditions',
  'privacy-policy',
  'about-us',
  'refund-policy',
  'shipping-policy',
  'cancelation',
] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

export const ContentPageSchema = z.object({ value: z.string() });
export type ContentPage = z.infer<typeof ContentPageSchema>;
