import type { StoreCardPage } from '@marketplace/contract/stores';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { StoreRow } from '@/features/stores/store-row';
import type { Section } from './home-sections-data';

/** A home row of stores (popular, latest, discounted...) with its "View all" link; none when empty. */
export async function HomeStoreRow({
  id,
  titleKey,
  href,
  stores,
  settings,
  defer = false,
}: {
  /** Below the fold: layout and paint wait until the row nears the viewport (content-visibility). */
  defer?: boolean;
  id: string;
  titleKey:
    | 'home.popularStores'
    | 'home.latestStores'
    | 'home.discountedStores'
    | 'home.recommendedStores'
    | 'home.visitAgain';
  /** The full list's page, when there is one. */
  href?: string;
  stores: Section<StoreCardPage>;
  settings: CatalogSettings;
}) {
  const [{ t }, page] = await Promise.all([getRequestI18n(), stores]);
  return (
    <StoreRow
      id={id}
      title={t(titleKey)}
      stores={page?.stores ?? []}
      t={t}
      settings={settings}
      viewAll={href ? { href, label: t('catalog.viewAll') } : undefined}
      className={defer ? 'defer-render' : undefined}
    />
  );
}
