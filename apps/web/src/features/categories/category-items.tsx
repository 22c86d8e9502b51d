import { categoryItems } from '@marketplace/contract/endpoints/categories';
import { loadSection } from '@/features/catalog/catalog-api';
import { toCatalogSettings } from '@/features/catalog/catalog-settings';
import { EmptyState } from '@/features/catalog/empty-state';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { PagedProducts } from '@/features/items/paged-products';
import { loadConfig } from '@/features/layout/shell-data';
import { CATEGORY_PAGE_SIZE } from './category-page-size';

/** The category's products, 12 at a time, streamed after the page's heading. */
export async function CategoryItems({
  categoryId,
  moduleId,
}: {
  categoryId: number;
  moduleId: number;
}) {
  const [{ t }, config, items] = await Promise.all([
    getRequestI18n(),
    loadConfig(),
    loadSection(categoryItems, {
      params: { id: categoryId },
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
      source="category"
      params={{ id: categoryId }}
      moduleId={moduleId}
      pageSize={CATEGORY_PAGE_SIZE}
      emptyTitle={t('catalog.noItems')}
    />
  );
}
