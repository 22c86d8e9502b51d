import type { ItemCard } from '@marketplace/contract/items';
import type { BasicCampaign } from '@marketplace/contract/promotions';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import { SectionHeading } from '@/features/catalog/section-heading';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { ProductRow } from '@/features/items/product-row';
import { CampaignCards } from './campaign-card';
import type { Section } from './home-sections-data';

/** The module's campaigns and the items on campaign; left out when there are neither. */
export async function HomeCampaigns({
  campaigns: campaignsPromise,
  items: itemsPromise,
  settings,
  defer = false,
}: {
  /** Below the fold: layout and paint wait until the section nears the viewport. */
  defer?: boolean;
  campaigns: Section<BasicCampaign[]>;
  items: Section<ItemCard[]>;
  settings: CatalogSettings;
}) {
  const [{ t, locale }, campaigns, items] = await Promise.all([
    getRequestI18n(),
    campaignsPromise,
    itemsPromise,
  ]);
  if (!campaigns?.length && !items?.length) return null;
  return (
    <section
      aria-labelledby="home-campaigns"
      className={defer ? 'defer-render space-y-4' : 'space-y-4'}
    >
      <SectionHeading id="home-campaigns" title={t('home.campaigns')} />
      {campaigns?.length ? <CampaignCards campaigns={campaigns} t={t} locale={locale} /> : null}
      <ProductRow
        id="home-campaign-items"
        title={t('home.campaignItems')}
        items={items ?? []}
        t={t}
        settings={settings}
        headingLevel={3}
      />
    </section>
  );
}
