import { latestStores, popularStores } from '@marketplace/contract/endpoints/stores';
import type { Metadata } from 'next';
import { loadCatalog, readCatalogContext } from '@/features/catalog/catalog-api';
import { toCatalogSettings } from '@/features/catalog/catalog-settings';
import { ModuleRequired } from '@/features/catalog/module-required';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadConfig } from '@/features/layout/shell-data';
import { PagedStores } from './paged-stores';

/** Spec 01 §9: popular stores are fetched 12 at a time (latest stores too). */
export const STORE_LIST_PAGE_SIZE = 12;

type Kind = 'latest' | 'popular';

const LISTS: Record<Kind, { query: Record<string, string> }> = {
  latest: { query: {} },
  popular: { query: { type: 'all' } },
};

export async function generateStoreListMetadata(kind: Kind): Promise<Metadata> {
  const { t } = await getRequestI18n();
  const title = kind === 'latest' ? t('stores.latestTitle') : t('stores.popularTitle');
  const description =
    kind === 'latest' ? t('stores.latestDescription') : t('stores.popularDescription');
  return {
    title,
    description,
    alternates: { canonical: `/store/${kind}` },
    openGraph: { title, description, url: `/store/${kind}`, type: 'website' },
  };
}

/** /store/latest and /store/popular: 12 stores, then 12 more with "Load more". */
export async function StoreListPage({ kind }: { kind: Kind }) {
  const [{ t }, context, config] = await Promise.all([
    getRequestI18n(),
    readCatalogContext(),
    loadConfig(),
  ]);
  const title = kind === 'latest' ? t('stores.latestTitle') : t('stores.popularTitle');
  if (!context.moduleId) return <ModuleRequired title={title} t={t} />;
  const { query } = LISTS[kind];
  const entry = kind === 'latest' ? latestStores : popularStores;
  const first = await loadCatalog(entry, {
    scope: { moduleId: context.moduleId },
    query: { ...query, limit: STORE_LIST_PAGE_SIZE, offset: 1 },
  });
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-extrabold md:text-3xl">{title}</h1>
      <PagedStores
        page={first}
        t={t}
        settings={toCatalogSettings(config)}
        source={kind}
        query={query}
        moduleId={context.moduleId}
        pageSize={STORE_LIST_PAGE_SIZE}
        emptyTitle={t('stores.empty')}
      />
    </div>
  );
}
