import type { BasicCampaign } from '@marketplace/contract/promotions';
import Link from 'next/link';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { formatDate } from '@/features/catalog/format-date';
import type { Translate } from '@/features/i18n/translate';
import { getStoreHref } from '@/features/stores/store-href';

/** A campaign: its banner, dates, description and the stores taking part. */
export function CampaignCard({
  campaign,
  t,
  locale,
}: {
  campaign: BasicCampaign;
  t: Translate;
  locale: string;
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface-raised shadow-sm">
      <CatalogImage
        url={campaign.image_full_url}
        alt=""
        width={600}
        height={200}
        className="aspect-[3/1] w-full bg-surface-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="font-semibold">{campaign.title}</h3>
        <p className="text-xs text-ink-muted">
          {t('home.campaignDates', {
            start: formatDate(campaign.start_date, locale),
            end: formatDate(campaign.end_date, locale),
          })}
        </p>
        {campaign.description ? (
          <p className="line-clamp-2 text-sm text-ink-muted">{campaign.description}</p>
        ) : null}
        {campaign.stores.length > 0 ? (
          <ul aria-label={t('home.campaignStores')} className="mt-1 flex flex-wrap gap-1.5">
            {campaign.stores.map((store) => (
              <li key={store.id}>
                <Link
                  href={getStoreHref(store)}
                  prefetch={false}
                  className="inline-flex min-h-11 items-center rounded-full border border-line px-3 text-xs font-semibold hover:border-brand hover:text-brand"
                >
                  {store.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** The campaigns as a grid of cards (the home section and the /campaigns page). */
export function CampaignCards({
  campaigns,
  t,
  locale,
}: {
  campaigns: BasicCampaign[];
  t: Translate;
  locale: string;
}) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {campaigns.map((campaign) => (
        <li key={campaign.id}>
          <CampaignCard campaign={campaign} t={t} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
