import type { Metadata } from 'next';
import { readCatalogContext } from '@/features/catalog/catalog-api';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadConfig } from '@/features/layout/shell-data';
import { toImageSrc } from '@/lib/image-url';
import type { SearchParams } from '@/lib/page-query';
import { readHomeQuery } from './home-page-query';
import { HomeView } from './home-view';

export type HomeSearchParams = Promise<SearchParams>;

/** Home metadata: the business, the chosen module, canonical /home. */
export async function generateHomeMetadata(): Promise<Metadata> {
  const [{ t }, config, context] = await Promise.all([
    getRequestI18n(),
    loadConfig(),
    readCatalogContext(),
  ]);
  const name = config?.business_name || 'Marketplace';
  const image = toImageSrc(context.module?.thumbnail_full_url ?? config?.logo_full_url);
  const description = context.module?.description || t('meta.description');
  return {
    title: { absolute: context.module ? `${context.module.module_name} | ${name}` : name },
    description,
    alternates: { canonical: '/home' },
    openGraph: {
      title: name,
      description,
      url: '/home',
      siteName: name,
      type: 'website',
      ...(image ? { images: [{ url: image }] } : {}),
    },
  };
}

export async function HomePage({ searchParams }: { searchParams: HomeSearchParams }) {
  return <HomeView query={readHomeQuery(await searchParams)} />;
}
