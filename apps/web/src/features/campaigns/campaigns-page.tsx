import { basicCampaigns, campaignItems } from '@marketplace/contract/endpoints/promotions';
import { loadCatalog, readCatalogContext } from '@/features/catalog/catalog-api';
import { toCatalogSettings } from '@/features/catalog/catalog-settings';
import { EmptyState } from '@/features/catalog/empty-state';
import { ModuleRequired } from '@/features/catalog/module-required';
import { SectionHeading } from '@/features/catalog/section-heading';
import { CampaignCards } from '@/features/home/campaign-card';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { ProductGrid } from '@/features/items/product-row';
import { loadConfig } from '@/features/layout/shell-data';
import { ShellActionButton } from '@/features/shell/shell-action-button';
import { buttonClass } from '@/features/ui/button-styles';
import { MapPin } from '@/features/ui/icons';

/** Without a zone there is nothing running to show (spec 01 §5: the campaigns link needs a zone). */
function ZoneRequired({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action: string;
}) {
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-line bg-surface-raised p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-ink-muted">{message}</p>
      <div className="mt-6 flex justify-center">
        <ShellActionButton action="location" className={buttonClass('primary')}>
          <MapPin aria-hidden className="size-4" />
          {action}
        </ShellActionButton>
      </div>
    </section>
  );
}

/**
 * /campaigns (the footer's link): the module's running campaigns with the stores taking part,
 * and the items on campaign (Order Now). Loading is the route's skeleton; a failing call is the
 * route's error state with Try again.
 */
export async function CampaignsPage() {
  const [{ t, locale }, context, config] = await Promise.all([
    getRequestI18n(),
    readCatalogContext(),
    loadConfig(),
  ]);
  const title = t('campaigns.title');
  if (context.zoneIds === null) {
    return (
      <ZoneRequired
        title={title}
        message={t('footer.needZone')}
        action={t('header.chooseLocation')}
      />
    );
  }
  if (!context.moduleId) return <ModuleRequired title={title} t={t} />;
  const scope = { moduleId: context.moduleId };
  const [campaigns, items] = await Promise.all([
    loadCatalog(basicCampaigns, { scope }),
    loadCatalog(campaignItems, { scope }),
  ]);

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-extrabold md:text-3xl">{title}</h1>
        <p className="text-ink-muted">{t('campaigns.intro')}</p>
      </div>
      {campaigns.length === 0 && items.length === 0 ? (
        <EmptyState title={t('campaigns.empty')} body={t('campaigns.emptyBody')} />
      ) : null}
      {campaigns.length > 0 ? (
        <section aria-labelledby="campaigns-stores" className="space-y-3">
          <SectionHeading id="campaigns-stores" title={t('campaigns.storeCampaigns')} />
          <CampaignCards campaigns={campaigns} t={t} locale={locale} />
        </section>
      ) : null}
      {items.length > 0 ? (
        <section aria-labelledby="campaigns-items" className="space-y-3">
          <SectionHeading id="campaigns-items" title={t('home.campaignItems')} />
          <ProductGrid items={items} t={t} settings={toCatalogSettings(config)} headingLevel={3} />
        </section>
      ) : null}
    </div>
  );
}
