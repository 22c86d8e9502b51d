import type { ItemCard } from '@marketplace/contract/items';
import Link from 'next/link';
import { CatalogImage } from '@/features/catalog/catalog-image';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import { PriceTag } from '@/features/catalog/price-tag';
import { getCardPriceView } from '@/features/catalog/price-view';
import { Rating } from '@/features/catalog/rating';
import type { Translate } from '@/features/i18n/translate';
import { CardWishButton } from '@/features/wishlist/card-wish-button';
import { classNames } from '@/lib/class-names';
import { CardCartButton } from './card-cart-button';
import { ItemBadges } from './item-badges';
import { getItemHref } from './item-href';
import { CARD_BADGE_LIMIT, getItemMarks } from './item-marks';
import { QuickViewButton, type QuickViewContext } from './quick-view-button';

/** What a product card reads: the contract's card shape (ItemCardSchema) that lists answer. */
export type CardItem = ItemCard;

export type ProductCardProps = {
  item: CardItem;
  t: Translate;
  settings: CatalogSettings;
  variant?: 'grid' | 'list';
  /** Cards are titled one level below their section's heading. */
  headingLevel?: 2 | 3 | 4;
  quickView?: QuickViewContext;
  /** Store pages with a right column select the item there (see QuickViewButton). */
  panelHref?: string;
  /** The first cards of a page load their image eagerly. */
  priority?: boolean;
  /** Off on the store's own page, where every card would repeat its name. */
  showStore?: boolean;
};

const DEFAULT_QUICK_VIEW: QuickViewContext = { modalmanage: 'true' };

/**
 * Spec 02 §2 product card (grid and list): image, badges (discount, recommended, organic, halal,
 * veg or non-veg), name, store, rating with one decimal, price or range with the original struck
 * through, quick view, and the add-to-cart entry point (see CardCartButton).
 * Renders on the server, or in a client list that loads more.
 */
export function ProductCard({
  item,
  t,
  settings,
  variant = 'grid',
  headingLevel = 3,
  quickView = DEFAULT_QUICK_VIEW,
  panelHref,
  priority = false,
  showStore = true,
}: ProductCardProps) {
  const view = getCardPriceView(item, settings.currency);
  const marks = getItemMarks(item, { vegToggle: settings.vegToggle });
  const href = getItemHref(item);
  const Heading = headingLevel === 2 ? 'h2' : headingLevel === 4 ? 'h4' : 'h3';
  const isList = variant === 'list';
  const outOfStock = item.module_type !== 'food' && item.stock <= 0;

  return (
    <article
      className={classNames(
        'group relative flex h-full overflow-hidden rounded-xl border border-line bg-surface-raised shadow-sm transition-shadow hover:shadow-md',
        isList ? 'flex-row gap-3 p-2' : 'flex-col',
      )}
    >
      <div
        className={classNames(
          'relative shrink-0 overflow-hidden bg-surface-muted',
          isList ? 'size-24 rounded-lg sm:size-28' : 'aspect-square w-full',
        )}
      >
        <CatalogImage
          url={item.image_full_url}
          alt={item.name}
          width={isList ? 112 : 300}
          height={isList ? 112 : 300}
          priority={priority}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        {outOfStock ? (
          <span className="absolute inset-x-0 bottom-0 bg-black/70 py-1 text-center text-xs font-semibold text-white">
            {t('items.outOfStock')}
          </span>
        ) : null}
      </div>
      {isList ? null : (
        <ItemBadges
          badge={view.badge}
          marks={marks}
          t={t}
          limit={CARD_BADGE_LIMIT}
          className="pointer-events-none absolute start-2 top-2 max-w-[calc(100%-3.75rem)]"
        />
      )}
      <div
        className={classNames('flex min-w-0 flex-1 flex-col gap-1', isList ? 'py-1 pe-12' : 'p-3')}
      >
        {isList ? (
          <ItemBadges badge={view.badge} marks={marks} t={t} limit={CARD_BADGE_LIMIT} />
        ) : null}
        {showStore ? <p className="truncate text-xs text-ink-muted">{item.store_name}</p> : null}
        <Heading className="line-clamp-2 text-sm font-semibold leading-snug md:text-base">
          <Link
            href={href}
            prefetch={false}
            className="rounded outline-offset-2 after:absolute after:inset-0 after:content-[''] hover:text-brand"
          >
            {item.name}
          </Link>
        </Heading>
        {item.rating_count > 0 ? (
          <Rating average={item.avg_rating} count={item.rating_count} t={t} />
        ) : null}
        <div className="mt-auto flex items-end justify-between gap-2 pt-1">
          <PriceTag view={view} t={t} />
          <CardCartButton item={item} quickView={quickView} panelHref={panelHref} t={t} />
        </div>
      </div>
      <QuickViewButton
        item={{
          id: item.id,
          slug: item.slug,
          name: item.name,
          isCampaign: Boolean(item.available_date_starts),
        }}
        context={quickView}
        panelHref={panelHref}
        t={t}
        className={classNames(
          'absolute z-10',
          isList
            ? 'end-2 top-2'
            : 'end-2 top-2 opacity-100 md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100 md:focus:opacity-100',
        )}
      />
      <CardWishButton
        kind="item"
        id={item.id}
        name={item.name}
        t={t}
        className="absolute end-2 top-12"
      />
    </article>
  );
}
