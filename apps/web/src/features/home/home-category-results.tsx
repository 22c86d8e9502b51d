import { categoryItems, categoryList } from '@marketplace/contract/endpoints/categories';
import type { Module } from '@marketplace/contract/modules';
import Link from 'next/link';
import { loadSection } from '@/features/catalog/catalog-api';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import { EmptyState } from '@/features/catalog/empty-state';
import { CATEGORY_PAGE_SIZE } from '@/features/categories/category-page-size';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { ProductGrid } from '@/features/items/product-row';
import { buttonClass } from '@/features/ui/button-styles';
import { ChevronLeft } from '@/features/ui/icons';

/**
 * Spec 01 §2 home variant `?search=category&id=..&data_type=category&from=allCategories`: the
 * chosen category's items on the home page.
 */
export async function HomeCategoryResults({
  categoryId,
  module,
  settings,
  fromAllCategories,
}: {
  categoryId: number;
  module: Module;
  settings: CatalogSettings;
  fromAllCategories: boolean;
}) {
  const scope = { moduleId: module.id };
  const [{ t, plural }, categories, items] = await Promise.all([
    getRequestI18n(),
    loadSection(categoryList, { scope }),
    loadSection(categoryItems, {
      params: { id: categoryId },
      scope,
      query: { limit: CATEGORY_PAGE_SIZE, offset: 1 },
    }),
  ]);
  const category = categories?.find((entry) => entry.id === categoryId);
  return (
    <section aria-labelledby="home-category" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="home-category" className="text-lg font-bold md:text-xl">
          {category ? category.name : t('categories.itemsTitle')}
        </h2>
        <Link
          href={fromAllCategories ? '/categories' : '/home'}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand hover:underline"
        >
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {fromAllCategories ? t('categories.allCategories') : t('header.home')}
        </Link>
      </div>
      {!items ? (
        <EmptyState title={t('catalog.noItems')} body={t('errors.generic')} />
      ) : items.products.length === 0 ? (
        <EmptyState title={t('catalog.noItems')} />
      ) : (
        <>
          {/* Server-rendered cards; the paged list lives on the category page (keeps the home
              page's first-load JavaScript free of the client list). */}
          <ProductGrid items={items.products} t={t} settings={settings} priority />
          {items.total_size > items.products.length ? (
            <div className="flex justify-center">
              <Link href={`/category/${categoryId}`} className={buttonClass('secondary')}>
                {plural('categories.seeAllItems', items.total_size)}
              </Link>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
