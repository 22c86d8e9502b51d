import { categoryList, childCategories } from '@marketplace/contract/endpoints/categories';
import type { Metadata } from 'next';
import Link from 'next/link';
import { cache, Suspense } from 'react';
import { loadCatalog, loadSection, readCatalogContext } from '@/features/catalog/catalog-api';
import { ChipNav } from '@/features/catalog/chip-nav';
import { GridSkeleton } from '@/features/catalog/grid-skeleton';
import { ModuleRequired } from '@/features/catalog/module-required';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { toImageSrc } from '@/lib/image-url';
import { CategoryItems } from './category-items';
import { type CategoryPageProps, readCategoryPageProps } from './category-page-query';

/** The category (from the module's top level) and its sub-categories, once per request. */
const loadCategory = cache(async (id: number, moduleId: number) => {
  const scope = { moduleId };
  const [top, children] = await Promise.all([
    loadSection(categoryList, { scope }),
    loadCatalog(childCategories, { params: { id }, scope }),
  ]);
  return { category: top?.find((entry) => entry.id === id) ?? null, children };
});

export async function generateCategoryMetadata(props: CategoryPageProps): Promise<Metadata> {
  const [{ id }, { t }, context] = await Promise.all([
    readCategoryPageProps(props),
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
export async function CategoryPage(props: CategoryPageProps) {
  const [{ id, sub }, { t }, context] = await Promise.all([
    readCategoryPageProps(props),
    getRequestI18n(),
    readCatalogContext(),
  ]);
  if (!context.moduleId) return <ModuleRequired title={t('categories.title')} t={t} />;
  const moduleId = context.moduleId;
  const { category, children } = await loadCategory(id, moduleId);
  const chosen = sub !== null && children.some((child) => child.id === sub) ? sub : null;
  const listId = chosen ?? id;
  const title = category?.name ?? t('categories.itemsTitle');

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
        <ChipNav
          label={t('categories.subcategories')}
          chips={[
            {
              key: 'all',
              label: t('categories.all'),
              href: `/category/${id}`,
              isCurrent: chosen === null,
            },
            ...children.map((child) => ({
              key: String(child.id),
              label: child.name,
              href: `/category/${id}?sub=${child.id}`,
              isCurrent: chosen === child.id,
            })),
          ]}
        />
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
