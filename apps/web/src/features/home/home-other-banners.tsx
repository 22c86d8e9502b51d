import type { CombinedData, OtherBanner } from '@marketplace/contract/discovery';
import type { Module } from '@marketplace/contract/modules';
import Link from 'next/link';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { SectionHeading } from '@/features/catalog/section-heading';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import type { Translate } from '@/features/i18n/translate';
import { getStoreHref } from '@/features/stores/store-href';
import type { Section } from './home-sections-data';
import { promotedStoreLink } from './promoted-store-link';

function BannerFace({ banner }: { banner: OtherBanner }) {
  return (
    <>
      <CatalogImage
        url={banner.image_full_url}
        alt=""
        width={960}
        height={320}
        className="aspect-[3/1] w-full rounded-xl bg-surface-muted object-cover"
      />
      <span className="mt-2 block font-semibold">{banner.title}</span>
      {banner.subtitle ? (
        <span className="block text-sm text-ink-muted">{banner.subtitle}</span>
      ) : null}
    </>
  );
}

function OtherBannerCard({
  banner,
  module,
  t,
}: {
  banner: OtherBanner;
  module: Pick<Module, 'id' | 'module_type'>;
  t: Translate;
}) {
  if (!banner.store) return <BannerFace banner={banner} />;
  return (
    <Link
      href={getStoreHref(promotedStoreLink(banner.store, module))}
      prefetch={false}
      className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <BannerFace banner={banner} />
      <span className="sr-only">{t('home.openStore', { store: banner.store.name })}</span>
    </Link>
  );
}

/**
 * The module's other banners (GET /get-combined-data's other_banners): wide images below the
 * fold, two to a row on wider screens; none when the module has none.
 */
export async function HomeOtherBanners({
  data,
  module,
}: {
  data: Section<CombinedData>;
  module: Pick<Module, 'id' | 'module_type'>;
}) {
  const [{ t }, combined] = await Promise.all([getRequestI18n(), data]);
  const banners = combined?.other_banners ?? [];
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="home-other-banners" className="defer-render">
      <SectionHeading id="home-other-banners" title={t('home.moreOffers')} />
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-2 md:overflow-visible md:px-0">
        {banners.slice(0, 4).map((banner) => (
          <li key={banner.id} className="w-[85%] shrink-0 snap-start md:w-auto">
            <OtherBannerCard banner={banner} module={module} t={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}
