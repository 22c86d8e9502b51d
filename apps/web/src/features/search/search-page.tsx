import { itemSearch, storeSearch } from '@marketplace/contract/endpoints/search';
import type { Metadata } from 'next';
import { loadSection, readCatalogContext } from '@/features/catalog/catalog-api';
import { toCatalogSettings } from '@/features/catalog/catalog-settings';
import { EmptyState } from '@/features/catalog/empty-state';
import { ModuleRequired } from '@/features/catalog/module-required';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { PagedProducts } from '@/features/items/paged-products';
import { loadConfig } from '@/features/layout/shell-data';
import { PagedStores } from '@/features/stores/paged-stores';
import type { SearchParams } from '@/lib/page-query';
import { SearchBox } from './search-box';
import { readSearchPageQuery } from './search-page-query';
import { SearchTabs } from './search-tabs';

export type SearchPageProps = { searchParams: Promise<SearchParams> };

const SEARCH_PAGE_SIZE = 12;

export async function generateSearchMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const [{ text }, { t }] = await Promise.all([
    readSearchPageQuery(searchParams),
    getRequestI18n(),
  ]);
  const title = text ? t('search.resultsFor', { text }) : t('search.title');
  return {
    title,
    description: t('search.metaDescription'),
    alternates: { canonical: text ? `/search?q=${encodeURIComponent(text)}` : '/search' },
    // Result pages are for people, not for the index.
    robots: { index: false, follow: true },
    openGraph: { title, url: '/search', type: 'website' },
  };
}

/** Search results with Items and Stores tabs; typo-tolerant matching is the API's. */
export async function SearchPage({ searchParams }: SearchPageProps) {
  const [{ text, tab }, { t }, context] = await Promise.all([
    readSearchPageQuery(searchParams),
    getRequestI18n(),
    readCatalogContext(),
  ]);
  if (!context.moduleId) return <ModuleRequired title={t('search.title')} t={t} />;
  const moduleId = context.moduleId;

  const header = (
    <div className="space-y-3">
      <h1 className="text-2xl font-extrabold md:text-3xl">
        {text ? t('search.resultsFor', { text }) : t('search.title')}
      </h1>
      <SearchBox key={text} initialText={text} variant="page" className="max-w-xl" />
    </div>
  );
  if (text.length < 2) {
    return (
      <div className="space-y-6">
        {header}
        <EmptyState title={t('search.typeMore')} />
      </div>
    );
  }

  const scope = { moduleId };
  const page = { name: text, limit: SEARCH_PAGE_SIZE, offset: 1 };
  const [items, stores, config] = await Promise.all([
    loadSection(itemSearch, { scope, query: page }),
    loadSection(storeSearch, { scope, query: page }),
    loadConfig(),
  ]);
  const settings = toCatalogSettings(config);

  return (
    <div className="space-y-6">
      {header}
      <SearchTabs
        initial={tab}
        tabs={[
          {
            key: 'items',
            label: t('search.itemsCount', { count: items?.total_size ?? 0 }),
            panel: items ? (
              <PagedProducts
                key={`items-${text}`}
                page={items}
                t={t}
                settings={settings}
                source="search"
                query={{ name: text }}
                moduleId={moduleId}
                pageSize={SEARCH_PAGE_SIZE}
                headingLevel={2}
                emptyTitle={t('search.noItems', { text })}
              />
            ) : (
              <EmptyState title={t('search.noItems', { text })} body={t('errors.generic')} />
            ),
          },
          {
            key: 'stores',
            label: t('search.storesCount', { count: stores?.total_size ?? 0 }),
            panel: stores ? (
              <PagedStores
                key={`stores-${text}`}
                page={stores}
                t={t}
                settings={settings}
                source="search"
                query={{ name: text }}
                moduleId={moduleId}
                pageSize={SEARCH_PAGE_SIZE}
                headingLevel={2}
                emptyTitle={t('search.noStores', { text })}
              />
            ) : (
              <EmptyState title={t('search.noStores', { text })} body={t('errors.generic')} />
            ),
          },
        ]}
      />
    </div>
  );
}
