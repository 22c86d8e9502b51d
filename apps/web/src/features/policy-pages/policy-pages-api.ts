import 'server-only';
import { contentPages } from '@marketplace/contract/endpoints/pages';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { isApiError } from '@/lib/api-client';
import { serverCallApi } from '@/lib/server-api';
import { POLICY_PAGES, type PolicySlug } from './policy-pages';

/**
 * The page's sanitised HTML; a 404 (policy switched off) becomes the storefront's 404. These routes
 * live in the `(content)` group, which has no loading.tsx on purpose: a Suspense fallback would
 * start streaming with status 200 before notFound() runs, and a switched-off policy must be a 404.
 */
export const loadPolicyHtml = cache(async (slug: PolicySlug): Promise<string> => {
  try {
    const page = await serverCallApi(contentPages[POLICY_PAGES[slug].page]);
    return page.value;
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    throw error;
  }
});
