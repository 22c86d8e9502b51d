import { categoryList } from '@marketplace/contract/endpoints/categories';
import type { Metadata } from 'next';
import { loadCatalog, readCatalogContext } from '@/features/catalog/catalog-api';
import { EmptyState } from '@/features/catalog/empty-state';
import { ModuleRequired } from '@/features/catalog/module-required';
import { CategoryTile } from '@/features/categories/category-tile';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';

export async function generateMetadata(): Promise<Metadata> {
  const [{ t }, context] = await Promise.all([getRequestI18n(), readCatalogContext()]);
  const title = t('categories.title');
  const description = t('categories.metaDescription', {
    module: context.module?.module_name ?? '',
  });
  return {
    title,
    description,
    alternates: { canonical: '/categories' },
    openGraph: { title, description, url: '/categories', type: 'website' },
  };
}

/** Spec 01 §2 /categories: the module's categories. */
async function CategoriesPage() {
  const [{ t }, context] = await Promise.all([getRequestI18n(), readCatalogContext()]);
  if (!context.moduleId) return <ModuleRequired title={t('categories.title')} t={t} />;
  const categories = await loadCatalog(categoryList, {
    scope: { moduleId: context.moduleId },
  });
  const top = categories.filter((category) => category.parent_id === 0);
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-extrabold md:text-3xl">{t('categories.title')}</h1>
      {top.length === 0 ? (
        <EmptyState title={t('categories.empty')} />
      ) : (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8">
          {top.map((category) => (
            <li key={category.id}>
              <CategoryTile category={category} size="lg" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default withPageMessages('(shop)/categories', CategoriesPage);
