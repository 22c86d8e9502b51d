import type { ItemCardPage } from '@marketplace/contract/items';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { ProductRow } from '@/features/items/product-row';
import type { Section } from './home-sections-data';

/** A home row of items (popular, discounted, new arrivals). */
export async function HomeItemRow({
  id,
  titleKey,
  items,
  settings,
  defer = false,
}: {
  /** Below the fold: layout and paint wait until the row nears the viewport (content-visibility). */
  defer?: boolean;
  id: string;
  titleKey:
    | 'home.popularItems'
    | 'home.discountedItems'
    | 'home.newArrivals'
    | 'home.suggestedItems';
  items: Section<ItemCardPage>;
  settings: CatalogSettings;
}) {
  const [{ t }, page] = await Promise.all([getRequestI18n(), items]);
  return (
    <ProductRow
      id={id}
      title={t(titleKey)}
      items={page?.products ?? []}
      t={t}
      settings={settings}
      className={defer ? 'defer-render' : undefined}
    />
  );
}
