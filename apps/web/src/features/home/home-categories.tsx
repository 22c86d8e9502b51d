import type { Category } from '@marketplace/contract/categories';
import { SectionHeading } from '@/features/catalog/section-heading';
import { CategoryTile } from '@/features/categories/category-tile';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import type { Section } from './home-sections-data';

/** The module's top-level categories as a strip of tiles, with a link to all of them. */
export async function HomeCategories({ categories }: { categories: Section<Category[]> }) {
  const [{ t }, list] = await Promise.all([getRequestI18n(), categories]);
  const top = (list ?? []).filter((category) => category.parent_id === 0);
  if (top.length === 0) return null;
  return (
    <section aria-labelledby="home-categories">
      <SectionHeading
        id="home-categories"
        title={t('home.categories')}
        viewAll={{ href: '/categories', label: t('catalog.viewAll') }}
      />
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:px-0">
        {top.map((category, index) => (
          <li
            key={category.id}
            className={index >= 5 ? 'defer-tile w-20 shrink-0 md:w-24' : 'w-20 shrink-0 md:w-24'}
          >
            <CategoryTile category={category} />
          </li>
        ))}
      </ul>
    </section>
  );
}
