import type { ItemDetails } from '@marketplace/contract/items';
import { clipText } from '@marketplace/domain/catalog/display';
import Link from 'next/link';
import type { ComponentProps, ComponentType } from 'react';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import { PriceTag } from '@/features/catalog/price-tag';
import { getPriceView } from '@/features/catalog/price-view';
import { Rating } from '@/features/catalog/rating';
import type { Translate } from '@/features/i18n/translate';
import { getStoreHref } from '@/features/stores/store-href';
import { CircleAlert, Store } from '@/features/ui/icons';
import { WishHeart } from '@/features/wishlist/wish-heart';
import { ItemBadges } from './item-badges';
import type { ItemGallery } from './item-gallery';
import { getItemMarks } from './item-marks';
import type { ItemPurchasePanel } from './item-purchase-panel';

export type ItemViewItem = Omit<ItemDetails, 'store_details' | 'reviews_summary'> & {
  store_details?: ItemDetails['store_details'];
};

export type ItemDetailViewProps = {
  item: ItemViewItem;
  t: Translate;
  settings: CatalogSettings;
  /** Spec 01 §2: the description shows only when this is 'true' (the full page and quick views
   * outside a store page; views on a store page pass 'false'). */
  modalmanage: 'true' | 'false';
  /** The store page that is open, if any: the store link is hidden on its own page. */
  currentStoreId?: number | null;
  /** h1 on the product page, h2 in a dialog or a column. */
  headingLevel?: 1 | 2;
  /** The dialog labels itself with this id. */
  headingId?: string;
  /** The first image is the page's largest paint on the product page. */
  priorityImage?: boolean;
};

/** The view's two client islands, bundled with the page (ItemDetailView) or loaded only when a
 * store page renders its item column (decision 0047). */
export type ItemIslands = {
  Gallery: ComponentType<ComponentProps<typeof ItemGallery>>;
  PurchasePanel: ComponentType<ComponentProps<typeof ItemPurchasePanel>>;
};

const listClass = 'mt-1 flex flex-wrap gap-1.5';
const chipClass = 'rounded-full bg-surface-muted px-2.5 py-1 text-xs';

/** A titled list of chips (nutrition, allergies); nothing when the list is empty. */
function ChipSection({
  id,
  title,
  names,
  Heading,
}: {
  id: string;
  title: string;
  names: string[];
  Heading: 'h2' | 'h3';
}) {
  if (names.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Heading id={id} className="text-sm font-semibold">
        {title}
      </Heading>
      <ul className={listClass}>
        {names.map((name) => (
          <li key={name} className={chipClass}>
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Spec 01 §2 "Item detail view", shared by the quick-view modal, the store page's right column and
 * the product page. Static parts render where it is used (server or client); the gallery and the
 * choices are client islands, passed in by ItemDetailView or StoreItemColumn.
 */
export function ItemDetailContent({
  islands: { Gallery, PurchasePanel },
  item,
  t,
  settings,
  modalmanage,
  currentStoreId = null,
  headingLevel = 2,
  headingId,
  priorityImage = false,
}: ItemDetailViewProps & { islands: ItemIslands }) {
  const view = getPriceView(item, settings.currency);
  const marks = getItemMarks(item, { vegToggle: settings.vegToggle });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  const images = [
    item.image_full_url,
    ...item.images_full_url.filter((url) => url !== item.image_full_url),
  ];
  const description = clipText(item.description);
  const store = item.store_details;
  const storeHref = getStoreHref(
    {
      id: item.store_id,
      slug: item.store_slug,
      module_id: item.module_id,
      module_type: item.module_type,
      zone_id: item.zone_id,
    },
    store ? { lat: store.latitude, lng: store.longitude } : null,
  );
  const categories = item.category_ids.map((category) => category.name).filter(Boolean);

  const infoTop = (
    <>
      <ChipSection
        id={`nutrition-${item.id}`}
        title={t('items.nutritionDetails')}
        names={item.nutritions_name}
        Heading={SubHeading}
      />
      <ChipSection
        id={`allergies-${item.id}`}
        title={t('items.allergicIngredients')}
        names={item.allergies_name}
        Heading={SubHeading}
      />
    </>
  );

  const infoBottom = (
    <>
      {categories.length > 0 ? (
        <p className="text-sm">
          <span className="font-semibold">{t('items.categories')}: </span>
          {categories.join(', ')}
        </p>
      ) : null}
      {item.tags.length > 0 ? (
        <section aria-labelledby={`tags-${item.id}`}>
          <SubHeading id={`tags-${item.id}`} className="sr-only">
            {t('items.tags')}
          </SubHeading>
          <ul className={listClass}>
            {item.tags.map((tag) => (
              <li key={tag.name} className="rounded-full border border-line px-2.5 py-1 text-xs">
                #{tag.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );

  return (
    // Container query: two columns in the page and the dialog, one in a store page's side column.
    <div className="@container">
      <div className="grid gap-5 @2xl:grid-cols-2 @2xl:gap-8">
        <div className="relative">
          <Gallery images={images} name={item.name} priority={priorityImage} />
          <WishHeart kind="item" id={item.id} name={item.name} className="absolute end-3 top-3" />
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <ItemBadges badge={view.badge} marks={marks} t={t} withRecommended={false} />
          {currentStoreId === item.store_id ? null : (
            <Link
              href={storeHref}
              prefetch={false}
              className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-brand hover:underline"
            >
              <Store aria-hidden className="size-4" />
              {item.store_name}
            </Link>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <Heading id={headingId} className="text-xl font-extrabold md:text-2xl">
              {item.name}
            </Heading>
            {item.in_stock ? (
              <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-strong">
                {t('items.inStock')}
              </span>
            ) : null}
          </div>
          {item.generic_name.length > 0 ? (
            <p className="text-sm text-ink-muted">{item.generic_name.join(', ')}</p>
          ) : null}
          <Rating average={item.avg_rating} count={item.rating_count} t={t} withReviewsLabel />
          <PriceTag view={view} t={t} size="lg" />
          {modalmanage === 'true' && description.text ? (
            <p className="text-sm leading-relaxed text-ink-muted">{description.text}</p>
          ) : null}
          {item.is_prescription_required === 1 ? (
            <p className="flex items-center gap-1.5 text-sm font-semibold text-danger">
              <CircleAlert aria-hidden className="size-4" />
              {t('items.prescriptionRequired')}
            </p>
          ) : null}
          <PurchasePanel item={item} store={store} infoTop={infoTop} infoBottom={infoBottom} />
        </div>
      </div>
    </div>
  );
}
