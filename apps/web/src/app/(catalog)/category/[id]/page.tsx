import { CategoryListSchema } from '@marketplace/contract/categories';
import { ItemPageSchema } from '@marketplace/contract/items';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import {
  fetchCatalog,
  fetchSection,
  readCatalogContext,
  readParam,
} from '@/features/catalog/catalog-api';
import { toCatalogSettings } from '@/features/catalog/catalog-settings';
import { EmptyState } from '@/features/catalog/empty-state';
import { GridSkeleton } from '@/features/catalog/grid-skeleton';
import { ModuleRequired } from '@/features/catalog/module-required';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { PagedProducts } from '@/features/items/paged-products';
import { loadConfig } from '@/features/layout/shell-data';
import { classNames } from '@/lib/class-names';
import { toImageSrc } from '@/lib/image-url';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const CATEGORY_PAGE_SIZE = 12;

const loadCategory = cache(async (id: number, moduleId: number) => {
  const scope = { moduleId };
  const [top, children] = await Promise.all([
    fetchSection('/categories', { schema: CategoryListSchema, scope }),
    fetchCatalog(`/categories/childes/${id}`, { schema: CategoryListSchema, scope }),
  ]);
  return { category: top?.find((entry) => entry.id === id) ?? null, children };
});

async function readProps({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  if (!/^\d{1,9}$/.test(id)) notFound();
  const sub = readParam(query.sub);
  return { id: Number(id), sub: sub && /^\d{1,9}$/.test(sub) ? Number(sub) : null };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ id }, { t }, context] = await Promise.all([
    readProps(props),
    getRequestI18n(),
    readCatalogContext(),
  ]);
  if (!context.moduleId) return { title: t('categories.title') };
  const { category } = await loadCategory(id, context.moduleId);
  const title = category?.name ?? t('categories.itemsTitle');
  const description = t('categories.pageDescription', { name: title });
  const image = toImageSrc(category?.image_full_url);
  return {
    title,
    description,
    alternates: { canonical: `/category/${id}` },
    openGraph: {
      title,
      description,
      url: `/category/${id}`,
      type: 'website',
      ...(image ? { images: [{ url: image }] } : {}),
    },
  };
}

/** Spec 01 §2 /category/[id]: sub-category chips and the category's products, 12 at a time. */
export default async function CategoryPage(props: Props) {
  const [{ id, sub }, { t }, context] = await Promise.all([
    readProps(props),
    getRequestI18n(),
    readCatalogContext(),
  ]);
  if (!context.moduleId) return <ModuleRequired title={t('categories.title')} t={t} />;
  const moduleId = context.moduleId;
  const { category, children } = await loadCategory(id, moduleId);
  const chosen = sub !== null && children.some((child) => child.id === sub) ? sub : null;
  const listId = chosen ?? id;
  const title = category?.name ?? t('categories.itemsTitle');
  const chip =
    'inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium';

  return (
    <div className="space-y-5">
      <nav aria-label={t('catalog.breadcrumb')} className="text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/home" className="hover:text-brand hover:underline">
              {t('header.home')}
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li>
            <Link href="/categories" className="hover:text-brand hover:underline">
              {t('categories.title')}
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page" className="font-semibold text-ink">
            {title}
          </li>
        </ol>
      </nav>
      <h1 className="text-2xl font-extrabold md:text-3xl">{title}</h1>
      {children.length > 0 ? (
        <nav aria-label={t('categories.subcategories')}>
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-wrap lg:px-0">
            <li>
              <Link
                href={`/category/${id}`}
                scroll={false}
                aria-current={chosen === null ? 'page' : undefined}
                className={classNames(
                  chip,
                  chosen === null
                    ? 'border-brand bg-brand text-on-brand'
                    : 'border-line hover:border-brand',
                )}
              >
                {t('categories.all')}
              </Link>
            </li>
            {children.map((child) => (
              <li key={child.id}>
                <Link
                  href={`/category/${id}?sub=${child.id}`}
                  scroll={false}
                  aria-current={chosen === child.id ? 'page' : undefined}
                  className={classNames(
                    chip,
                    chosen === child.id
                      ? 'border-brand bg-brand text-on-brand'
                      : 'border-line hover:border-brand',
                  )}
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section aria-labelledby="category-items" className="space-y-3">
        <h2 id="category-items" className="sr-only">
          {t('categories.itemsTitle')}
        </h2>
        <Suspense key={listId} fallback={<GridSkeleton label={t('common.loading')} />}>
          <CategoryItems categoryId={listId} moduleId={moduleId} />
        </Suspense>
      </section>
    </div>
  );
}

/** The category's products, 12 at a time, streamed after the page's heading. */
async function CategoryItems({ categoryId, moduleId }: { categoryId: number; moduleId: number }) {
  const [{ t }, config, items] = await Promise.all([
    getRequestI18n(),
    loadConfig(),
    fetchSection(`/categories/items/${categoryId}`, {
      schema: ItemPageSchema,
      scope: { moduleId },
      query: { limit: CATEGORY_PAGE_SIZE, offset: 1 },
    }),
  ]);
  if (!items) return <EmptyState title={t('catalog.noItems')} body={t('errors.generic')} />;
  return (
    <PagedProducts
      page={items}
      t={t}
      settings={toCatalogSettings(config)}
      path={`/categories/items/${categoryId}`}
      moduleId={moduleId}
      pageSize={CATEGORY_PAGE_SIZE}
      emptyTitle={t('catalog.noItems')}
    />
  );
}
