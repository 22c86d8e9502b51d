import { relatedStoreItems } from '@marketplace/contract/endpoints/items';
import { loadSection } from '@/features/catalog/catalog-api';
import { toCatalogSettings } from '@/features/catalog/catalog-settings';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadConfig } from '@/features/layout/shell-data';
import { ProductRow } from './product-row';

/** More items from the same store, streamed after the item itself. */
export async function RelatedItems({
  itemId,
  moduleId,
  storeName,
}: {
  itemId: number;
  moduleId: number;
  storeName: string;
}) {
  const [{ t }, config, related] = await Promise.all([
    getRequestI18n(),
    loadConfig(),
    loadSection(relatedStoreItems, {
      params: { id: itemId },
      scope: { moduleId },
    }),
  ]);
  const items = (related ?? []).filter((entry) => entry.id !== itemId).slice(0, 10);
  return (
    <ProductRow
      id="related-items"
      title={t('items.moreFromStore', { store: storeName })}
      items={items}
      t={t}
      settings={toCatalogSettings(config)}
    />
  );
}
