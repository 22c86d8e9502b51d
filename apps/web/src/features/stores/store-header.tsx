import type { StoreDetails } from '@marketplace/contract/stores';
import { formatAmount } from '@marketplace/domain/money/format-amount';
import Link from 'next/link';
import { CatalogImage } from '@/features/catalog/catalog-image';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import { Rating } from '@/features/catalog/rating';
import { formatClockTime, formatWeekday } from '@/features/i18n/format-time';
import type { Translate } from '@/features/i18n/translate';
import { inboxStartHref } from '@/features/inbox/inbox-query';
import {
  Bike,
  ChevronDown,
  Clock,
  MapPin,
  MessageCircle,
  ShoppingBag,
  Tag,
  Ticket,
} from '@/features/ui/icons';
import { WishHeart } from '@/features/wishlist/wish-heart';
import { classNames } from '@/lib/class-names';
import { describeStoreDiscount, formatDistance } from './store-facts';
import { describeStoreHours } from './store-hours';

const fact = 'inline-flex items-center gap-1.5';

/** Spec 02 §2 store page header: cover, logo, name, rating, open or closed, delivery facts. */
export function StoreHeader({
  store,
  t,
  locale,
  settings,
  now,
}: {
  store: StoreDetails;
  t: Translate;
  locale: string;
  settings: CatalogSettings;
  /** The instant the page is rendered at (readRenderInstant). */
  now: Date;
}) {
  const isOpen = store.open === 1 && store.active;
  const hours = describeStoreHours(store, now, t, locale);
  const days = [1, 2, 3, 4, 5, 6, 0];
  return (
    <header className="overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm">
      <CatalogImage
        url={store.cover_photo_full_url}
        alt=""
        width={1200}
        height={300}
        priority
        className="aspect-[3/1] w-full bg-surface-muted object-cover md:aspect-[4/1]"
      />
      <div className="flex flex-col gap-4 p-4 md:flex-row md:items-start md:p-6">
        <CatalogImage
          url={store.logo_full_url}
          alt={t('stores.logoOf', { name: store.name })}
          width={96}
          height={96}
          priority
          className="-mt-14 size-20 shrink-0 rounded-2xl border-4 border-surface-raised bg-surface-raised object-cover shadow md:-mt-16 md:size-24"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            {/* On a phone the name keeps the line's width; the heart and Chat follow it. */}
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="min-w-0 text-2xl font-extrabold break-words md:text-3xl">
                {store.name}
              </h1>
              <WishHeart kind="store" id={store.id} name={store.name} className="shrink-0" />
              <Link
                href={inboxStartHref({ store: store.id })}
                className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border border-line px-3 text-sm font-semibold hover:bg-surface-muted"
              >
                <MessageCircle aria-hidden className="size-4" />
                {t('inbox.chatWithStore')}
              </Link>
            </div>
            <span
              className={classNames(
                'rounded-full px-2.5 py-0.5 text-xs font-bold',
                isOpen ? 'bg-brand-soft text-brand-strong' : 'bg-danger-soft text-danger',
              )}
            >
              {isOpen
                ? t('stores.openNow')
                : store.active
                  ? t('stores.closedNow')
                  : t('stores.temporarilyClosed')}
            </span>
          </div>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <Clock aria-hidden className="size-4 shrink-0 text-ink-muted" />
            <span>{hours.today}</span>
            {hours.opens ? <strong className="font-semibold">{hours.opens}</strong> : null}
            <span className="text-ink-muted">({hours.zone})</span>
          </p>
          <p className="flex items-start gap-1.5 text-sm text-ink-muted">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            {store.address}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            <li>
              <Rating
                average={store.avg_rating}
                count={store.rating_count}
                t={t}
                withReviewsLabel
              />
            </li>
            <li className={fact}>
              <Clock aria-hidden className="size-4 text-brand" />
              <span>
                <span className="sr-only">{t('stores.deliveryTime')}: </span>
                {store.delivery_time}
              </span>
            </li>
            {store.minimum_order > 0 ? (
              <li className={fact}>
                <ShoppingBag aria-hidden className="size-4 text-brand" />
                {t('stores.minimumOrder', {
                  amount: formatAmount(store.minimum_order, settings.currency),
                })}
              </li>
            ) : null}
            {store.distance !== null ? (
              <li className={fact}>
                <MapPin aria-hidden className="size-4 text-brand" />
                {t('stores.distanceAway', { distance: formatDistance(store.distance, t) })}
              </li>
            ) : null}
            {store.free_delivery ? (
              <li className={classNames(fact, 'font-semibold text-brand')}>
                <Bike aria-hidden className="size-4" />
                {t('stores.freeDelivery')}
              </li>
            ) : null}
          </ul>
          {store.discount ? (
            <p className="inline-flex items-center gap-1.5 rounded-lg bg-red-50 px-3 py-1.5 text-sm font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
              <Tag aria-hidden className="size-4" />
              {describeStoreDiscount(store.discount, settings.currency, t)}
            </p>
          ) : null}
          {store.coupons.length > 0 ? (
            <ul aria-label={t('stores.coupons')} className="flex flex-wrap gap-2">
              {store.coupons.slice(0, 4).map((coupon) => (
                <li
                  key={coupon.id}
                  className="inline-flex items-center gap-1.5 rounded-lg border border-dashed border-brand px-2.5 py-1 text-xs"
                >
                  <Ticket aria-hidden className="size-3.5 text-brand" />
                  <span className="font-mono font-bold">{coupon.code}</span>
                  <span className="text-ink-muted">{coupon.title}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {store.schedules.length > 0 ? (
          <details className="group text-sm md:w-64">
            <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 font-semibold">
              {t('stores.openingHours')}
              <ChevronDown
                aria-hidden
                className="size-4 transition-transform group-open:rotate-180"
              />
            </summary>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {days.map((day) => {
                const slots = store.schedules.filter((slot) => slot.day === day);
                return (
                  <div key={day} className="contents">
                    <dt className="text-ink-muted">{formatWeekday(day, locale)}</dt>
                    <dd>
                      {slots.length === 0
                        ? t('stores.closedAllDay')
                        : slots
                            .map(
                              (slot) =>
                                `${formatClockTime(slot.opening_time)} - ${formatClockTime(slot.closing_time)}`,
                            )
                            .join(', ')}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </details>
        ) : null}
      </div>
    </header>
  );
}
