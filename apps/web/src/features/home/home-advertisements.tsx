import type { Advertisement, CombinedData } from '@marketplace/contract/discovery';
import type { Module } from '@marketplace/contract/modules';
import Link from 'next/link';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { SectionHeading } from '@/features/catalog/section-heading';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import type { Translate } from '@/features/i18n/translate';
import { StoreCardFacts } from '@/features/stores/store-card-facts';
import { getStoreHref } from '@/features/stores/store-href';
import { classNames } from '@/lib/class-names';
import type { Section } from './home-sections-data';
import { promotedStoreLink } from './promoted-store-link';

function AdvertisementCard({
  ad,
  module,
  t,
}: {
  ad: Advertisement;
  module: Pick<Module, 'id' | 'module_type'>;
  t: Translate;
}) {
  const { store } = ad;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface-raised shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[2/1] bg-surface-muted">
        <CatalogImage
          url={ad.cover_image_full_url}
          alt=""
          width={480}
          height={240}
          className="size-full object-cover"
        />
        <span className="absolute start-2 top-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-bold text-white">
          {t('home.adBadge')}
        </span>
      </div>
      <div className="flex flex-1 gap-3 p-3">
        <CatalogImage
          url={store.logo_full_url}
          alt=""
          width={48}
          height={48}
          className="-mt-8 size-12 shrink-0 rounded-xl border-2 border-surface-raised bg-surface-raised object-cover shadow"
        />
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-1 font-semibold">
            <Link
              href={getStoreHref(promotedStoreLink(store, module))}
              prefetch={false}
              className="rounded after:absolute after:inset-0 after:content-[''] hover:text-brand"
            >
              {ad.title}
            </Link>
          </h3>
          <p className="text-xs font-medium text-ink-muted">{store.name}</p>
          <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{ad.description}</p>
          <StoreCardFacts store={store} t={t} />
        </div>
      </div>
    </article>
  );
}

/**
 * Store advertisements running now (GET /get-combined-data's advertisements), as a scrolling
 * row of cards marked as ads; none when no store advertises here.
 */
export async function HomeAdvertisements({
  data,
  module,
}: {
  data: Section<CombinedData>;
  module: Pick<Module, 'id' | 'module_type'>;
}) {
  const [{ t }, combined] = await Promise.all([getRequestI18n(), data]);
  const ads = combined?.advertisements ?? [];
  if (ads.length === 0) return null;
  return (
    <section aria-labelledby="home-advertisements" className="defer-render">
      <SectionHeading id="home-advertisements" title={t('home.highlights')} />
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0">
        {ads.slice(0, 8).map((ad, index) => (
          <li
            key={ad.id}
            className={classNames(
              'w-[17rem] shrink-0 snap-start lg:w-auto',
              index >= 2 && 'defer-slide',
            )}
          >
            <AdvertisementCard ad={ad} module={module} t={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}
