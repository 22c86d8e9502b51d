import type { StoreCard as StoreCardAnswer } from '@marketplace/contract/stores';
import Link from 'next/link';
import { CatalogImage } from '@/features/catalog/catalog-image';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import type { Translate } from '@/features/i18n/translate';
import { Bike, MapPin, Tag } from '@/features/ui/icons';
import { CardWishButton } from '@/features/wishlist/card-wish-button';
import { classNames } from '@/lib/class-names';
import { StoreCardFacts } from './store-card-facts';
import { formatDistance, formatStoreDiscountValue } from './store-facts';
import { getStoreHref } from './store-href';

export type CardStore = Pick<
  StoreCardAnswer,
  | 'id'
  | 'slug'
  | 'name'
  | 'logo_full_url'
  | 'cover_photo_full_url'
  | 'avg_rating'
  | 'rating_count'
  | 'delivery_time'
  | 'free_delivery'
  | 'open'
  | 'active'
  | 'distance'
  | 'zone_id'
  | 'module_id'
  | 'module_type'
  | 'discount'
  | 'address'
>;

/** A store in a list: cover, logo, name, rating, open or closed, delivery time, distance. */
export function StoreCard({
  store,
  t,
  settings,
  headingLevel = 3,
  priority = false,
}: {
  store: CardStore;
  t: Translate;
  settings: CatalogSettings;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isOpen = store.open === 1 && store.active;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface-raised shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/1] bg-surface-muted">
        <CatalogImage
          url={store.cover_photo_full_url}
          alt=""
          width={480}
          height={160}
          priority={priority}
          className={classNames('size-full object-cover', isOpen ? '' : 'grayscale')}
        />
        {store.discount ? (
          <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
            <Tag aria-hidden className="size-3" />
            {t('stores.discountOff', {
              value: formatStoreDiscountValue(store.discount, settings.currency),
            })}
          </span>
        ) : null}
        <span
          className={classNames(
            'absolute end-2 top-2 rounded-full px-2 py-0.5 text-xs font-bold',
            isOpen ? 'bg-white/95 text-green-800' : 'bg-black/75 text-white',
          )}
        >
          {isOpen ? t('stores.open') : t('stores.closed')}
        </span>
        <CardWishButton
          kind="store"
          id={store.id}
          name={store.name}
          t={t}
          className="absolute end-2 bottom-2"
        />
      </div>
      <div className="flex flex-1 gap-3 p-3">
        <CatalogImage
          url={store.logo_full_url}
          alt=""
          width={56}
          height={56}
          className="-mt-9 size-14 shrink-0 rounded-xl border-2 border-surface-raised bg-surface-raised object-cover shadow"
        />
        <div className="min-w-0 flex-1">
          <Heading className="truncate font-semibold">
            <Link
              href={getStoreHref(store)}
              prefetch={false}
              className="rounded after:absolute after:inset-0 after:content-[''] hover:text-brand"
            >
              {store.name}
            </Link>
          </Heading>
          <p className="truncate text-xs text-ink-muted">{store.address}</p>
          <StoreCardFacts store={store} t={t}>
            {store.distance !== null ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden className="size-3.5" />
                {formatDistance(store.distance, t)}
              </span>
            ) : null}
            {store.free_delivery ? (
              <span className="inline-flex items-center gap-1 font-semibold text-brand">
                <Bike aria-hidden className="size-3.5" />
                {t('stores.freeDelivery')}
              </span>
            ) : null}
          </StoreCardFacts>
        </div>
      </div>
    </article>
  );
}
