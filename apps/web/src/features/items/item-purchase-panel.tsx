'use client';

import type { Item } from '@marketplace/contract/items';
import { isVariationOutOfStock } from '@marketplace/domain/cart/choice-variation';
import { getPurchaseButton } from '@marketplace/domain/catalog/availability';
import { padQuantity } from '@marketplace/domain/catalog/display';
import { formatMinorAmount } from '@marketplace/domain/money/format-amount';
import { Clock, Minus, Plus } from 'lucide-react';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useCart } from '@/features/cart/use-cart';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { formatClockTime, formatZoneName } from '@/features/i18n/format-time';
import { useI18n } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { ItemChoiceFields, stepButtonClass } from './item-choice-fields';
import { type ItemStoreClock, ItemStoreClosedNotice } from './item-store-closed-notice';
import { calculateItemTotal } from './item-total';
import { useItemCartActions } from './use-item-cart-actions';
import { useItemChoices } from './use-item-choices';

// Only shown when the cart holds another store's items.
const CartConflictDialog = dynamic(
  () => import('@/features/cart/cart-conflict-dialog').then((module) => module.CartConflictDialog),
  { ssr: false },
);

/**
 * The interactive part of the item view (spec 01 §2, §4): variation and add-on choices, unit,
 * quantity stepper, 'Total Price' and the purchase buttons, kept in step with the cart.
 */
export function ItemPurchasePanel({
  item,
  store,
  infoTop,
  infoBottom,
}: {
  item: Item;
  /** The item's store and its clock; undefined when the view does not know its store. */
  store?: ItemStoreClock;
  /** Server-rendered lists shown above the choices inside the scroll area. */
  infoTop?: ReactNode;
  infoBottom?: ReactNode;
}) {
  const { t, locale } = useI18n();
  const { currency } = useCatalogSettings();
  const isStoreOpen = store ? store.open === 1 && store.active : undefined;
  const cart = useCart();
  const choices = useItemChoices(item, cart);
  const actions = useItemCartActions(item, choices);
  const { state, variation } = choices;
  const { total, original } = calculateItemTotal(item, state, currency.digitsAfterDecimalPoint);

  const button = getPurchaseButton({
    stock: item.stock,
    tracksStock: item.module_type !== 'food',
    isAvailableNow: item.is_available_now,
    scheduleOrder: item.schedule_order,
    isStoreOpen,
  });
  // Spec 01 §4: a variation with stock 0 blocks add, buy and update (the click says why).
  const isBlocked = isVariationOutOfStock(variation);
  const hours = `${formatClockTime(item.available_time_starts)} - ${formatClockTime(item.available_time_ends)}`;
  const isCampaign = Boolean(item.available_date_starts);
  const hasChoices =
    item.choice_options.length > 0 || item.food_variations.length > 0 || item.add_ons.length > 0;
  const actionProps = {
    'aria-disabled': isBlocked || actions.isBusy ? true : undefined,
    'aria-busy': actions.isBusy ? true : undefined,
  };

  return (
    <>
      {infoTop || infoBottom || hasChoices ? (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be reachable by keyboard.
          tabIndex={0}
          aria-label={t('items.detailsArea')}
          className="flex max-h-[315px] flex-col gap-4 overflow-y-auto rounded-xl border border-line p-3"
        >
          {infoTop}
          <ItemChoiceFields item={item} choices={choices} />
          {infoBottom}
        </section>
      ) : null}

      {item.unit_type ? (
        <p className="text-sm">
          <span className="font-semibold">{t('items.unit')}: </span>
          {item.unit_type}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{t('items.quantity')}</legend>
          <button
            type="button"
            className={stepButtonClass}
            aria-label={t('items.decreaseQuantity')}
            disabled={!choices.canDecrease}
            onClick={choices.decrease}
          >
            <Minus aria-hidden className="size-4" />
          </button>
          <output aria-live="polite" className="w-8 text-center text-lg font-bold tabular-nums">
            {padQuantity(state.quantity)}
          </output>
          <button
            type="button"
            className={stepButtonClass}
            aria-label={t('items.increaseQuantity')}
            onClick={choices.increase}
          >
            <Plus aria-hidden className="size-4" />
          </button>
        </fieldset>
        <p className="text-end">
          <span className="block text-xs text-ink-muted">{t('items.totalPrice')}</span>
          <span className="text-xl font-extrabold" aria-live="polite">
            {formatMinorAmount(total, currency)}
          </span>
          {original !== total ? (
            <del className="ms-2 text-sm text-ink-muted">
              <span className="sr-only">{t('catalog.originalPrice')} </span>
              {formatMinorAmount(original, currency)}
            </del>
          ) : null}
        </p>
      </div>

      {!item.is_available_now ? (
        <p className="flex items-center gap-1.5 rounded-lg bg-surface-muted px-3 py-2 text-sm">
          <Clock aria-hidden className="size-4 shrink-0" />
          <span>
            <span className="font-semibold">{t('items.notAvailableNow')}</span>{' '}
            {t('items.availableHours', { hours })}
            {store
              ? ` (${t('stores.storeTime', { zone: formatZoneName(store.time_zone, locale, new Date()) })})`
              : ''}
          </span>
        </p>
      ) : null}

      {store && isStoreOpen === false && button !== 'out_of_stock' ? (
        <ItemStoreClosedNotice store={store} scheduleOrder={item.schedule_order} />
      ) : null}

      <div className="flex flex-wrap gap-2">
        {button === 'store_closed' ? (
          <button type="button" disabled className={buttonClass('secondary', 'md', 'flex-1')}>
            {t('stores.closedNow')}
          </button>
        ) : button === 'out_of_stock' ? (
          <button type="button" disabled className={buttonClass('secondary', 'md', 'flex-1')}>
            {t('items.outOfStock')}
          </button>
        ) : button === 'buy' ? (
          isCampaign ? (
            <button
              type="button"
              className={buttonClass('primary', 'md', 'flex-1')}
              onClick={actions.orderNow}
              {...actionProps}
            >
              {t('items.orderNow')}
            </button>
          ) : (
            <>
              <button
                type="button"
                className={buttonClass('secondary', 'md', 'flex-1')}
                onClick={actions.buyNow}
                {...actionProps}
              >
                {t('items.buyNow')}
              </button>
              <button
                type="button"
                className={buttonClass('primary', 'md', 'flex-1')}
                onClick={() => {
                  if (!actions.isBusy) actions.submitToCart();
                }}
                {...actionProps}
              >
                {choices.line ? t('items.updateToCart') : t('items.addToCart')}
              </button>
            </>
          )
        ) : null}
      </div>
      {actions.conflict ? (
        <CartConflictDialog
          lines={actions.conflict}
          isBusy={actions.isBusy}
          onConfirm={actions.confirmReplace}
          onCancel={actions.cancelReplace}
        />
      ) : null}
    </>
  );
}
