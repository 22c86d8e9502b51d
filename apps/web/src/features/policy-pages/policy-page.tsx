import { contentPages } from '@marketplace/contract/endpoints/pages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { isApiError } from '@/lib/api-client';
import { serverCallApi } from '@/lib/server-api';
import { POLICY_PAGES, type PolicySlug } from './policy-pages';

/**
 * The page's sanitised HTML; a 404 (policy switched off) becomes the storefront's 404. These routes
 * live in the `(content)` group, which has no loading.tsx on purpose: a Suspense fallback would
 * start streaming with status 200 before notFound() runs, and a switched-off policy must be a 404.
 */
const loadPolicyHtml = cache(async (slug: PolicySlug): Promise<string> => {
  try {
    const page = await serverCallApi(contentPages[POLICY_PAGES[slug].page]);
    return page.value;
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    throw error;
  }
});

export async function getPolicyMetadata(slug: PolicySlug): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t(POLICY_PAGES[slug].title), alternates: { canonical: `/${slug}` } };
}

export async function PolicyPage({ slug }: { slug: PolicySlug }) {
  const [{ t }, html] = await Promise.all([getRequestI18n(), loadPolicyHtml(slug)]);
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-3xl font-extrabold">{t(POLICY_PAGES[slug].title)}</h1>
      {html.trim() ? (
        <div
          className="rich-text rounded-2xl border border-line bg-surface-raised p-5 md:p-8"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises policy HTML before storing and serving it.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p className="rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">
          {t('pages.emptyPolicy')}
        </p>
      )}
    </article>
  );
}
