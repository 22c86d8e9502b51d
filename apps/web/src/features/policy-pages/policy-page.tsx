import type { Metadata } from 'next';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { POLICY_PAGES, type PolicySlug } from './policy-pages';
import { loadPolicyHtml } from './policy-pages-api';

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
