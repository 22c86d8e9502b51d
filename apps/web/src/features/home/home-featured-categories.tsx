import type { FeaturedCategories } from '@marketplace/contract/items';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { ProductRow } from '@/features/items/product-row';
import type { Section } from './home-sections-data';

/** Featured categories shown on the home page, at most. */
const MAX_FEATURED = 3;

/**
 * The module's featured categories (GET /categories/featured/items), each as a row of its items
 * with a link to the category; categories without items are left out, the section when none has.
 */
export async function HomeFeaturedCategories({
  featured,
  settings,
}: {
  featured: Section<FeaturedCategories>;
  settings: CatalogSettings;
}) {
  const [{ t }, answer] = await Promise.all([getRequestI18n(), featured]);
  const categories = (answer?.categories ?? [])
    .filter((category) => category.items.length > 0)
    .slice(0, MAX_FEATURED);
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="home-featured-categories" className="defer-render space-y-4">
      <h2 id="home-featured-categories" className="text-lg font-bold md:text-xl">
        {t('home.featuredCategories')}
      </h2>
      {categories.map((category) => (
        <ProductRow
          key={category.id}
          id={`home-featured-category-${category.id}`}
          title={category.name}
          headingLevel={3}
          items={category.items}
          t={t}
          settings={settings}
          viewAll={{ href: `/category/${category.id}`, label: t('catalog.viewAll') }}
        />
      ))}
    </section>
  );
}
