'use client';

import type { Item } from '@marketplace/contract/items';
import { getPurchaseButton } from '@marketplace/domain/catalog/availability';
import { padQuantity } from '@marketplace/domain/catalog/display';
import { formatAmount } from '@marketplace/domain/money/format-amount';
import { formatTime12h } from '@marketplace/domain/time/zoned-clock';
import { Clock, Minus, Plus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { formatMinor } from '@/features/catalog/price-view';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { notify } from '@/features/ui/notify';
import { SoonButton } from '@/features/ui/soon-button';
import { classNames } from '@/lib/class-names';
import { calculateItemTotal, findChoiceVariation } from './item-total';

type PanelItem = Pick<
  Item,
  | 'id'
  | 'name'
  | 'price'
  | 'discount'
  | 'discount_type'
  | 'stock'
  | 'unit_type'
  | 'module_type'
  | 'choice_options'
  | 'variations'
  | 'food_variations'
  | 'add_ons'
  | 'is_available_now'
  | 'schedule_order'
  | 'available_time_starts'
  | 'available_time_ends'
  | 'available_date_starts'
  | 'maximum_cart_quantity'
>;

const stepButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface-raised hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The interactive part of the item view: variation and add-on choices, unit, quantity stepper,
 * 'Total Price' and the purchase buttons. Choosing is local state for now; the cart rules that
 * validate a choice (and the buttons' flows) arrive with the cart.
 */
export function ItemPurchasePanel({
  item,
  infoTop,
  infoBottom,
}: {
  item: PanelItem;
  /** Server-rendered lists shown above the choices inside the scroll area. */
  infoTop?: ReactNode;
  infoBottom?: ReactNode;
}) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const baseId = useId();
  const [quantity, setQuantity] = useState(1);
  const [choices, setChoices] = useState<(string | undefined)[]>(() =>
    item.choice_options.map((option) => option.options[0]),
  );
  const [foodChoices, setFoodChoices] = useState<string[][]>(() =>
    item.food_variations.map(() => []),
  );
  const [addOns, setAddOns] = useState<Record<number, number>>({});

  const variation = findChoiceVariation(item.variations, choices);
  const optionPrices = item.food_variations.flatMap((group, index) =>
    group.values
      .filter((value) => foodChoices[index]?.includes(value.label))
      .map((value) => value.optionPrice),
  );
  const chosenAddOns = item.add_ons
    .filter((addOn) => (addOns[addOn.id] ?? 0) > 0)
    .map((addOn) => ({ price: addOn.price, quantity: addOns[addOn.id] ?? 0 }));
  const { total, original } = calculateItemTotal({
    unitPrice: variation?.price ?? item.price,
    optionPrices,
    quantity,
    addOns: chosenAddOns,
    discount: item.discount,
    discount_type: item.discount_type,
    digits: currency.digitsAfterDecimalPoint,
  });

  const tracksStock = item.module_type !== 'food';
  const stock = variation ? variation.stock : item.stock;
  const button = getPurchaseButton({
    stock,
    tracksStock,
    isAvailableNow: item.is_available_now,
    scheduleOrder: item.schedule_order,
  });
  const maxQuantity = Math.min(
    item.maximum_cart_quantity ?? Number.POSITIVE_INFINITY,
    tracksStock ? Math.max(stock, 1) : Number.POSITIVE_INFINITY,
  );
  const hours = `${formatTime12h(item.available_time_starts)} - ${formatTime12h(item.available_time_ends)}`;
  const isCampaign = Boolean(item.available_date_starts);

  const increase = () => {
    if (quantity >= maxQuantity) {
      notify('error', t('items.maxQuantity', { count: maxQuantity }));
      return;
    }
    setQuantity(quantity + 1);
  };

  const toggleFood = (groupIndex: number, label: string, single: boolean) => {
    setFoodChoices((current) =>
      current.map((chosen, index) => {
        if (index !== groupIndex) return chosen;
        if (chosen.includes(label)) return chosen.filter((value) => value !== label);
        return single ? [label] : [...chosen, label];
      }),
    );
  };

  const hasChoices =
    item.choice_options.length > 0 || item.food_variations.length > 0 || item.add_ons.length > 0;

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
          {item.choice_options.map((option, index) => (
            <fieldset key={option.name}>
              <legend className="text-sm font-semibold">{option.title}</legend>
              <div className="mt-1.5 flex flex-wrap gap-2">
                {option.options.map((value) => (
                  <label
                    key={value}
                    className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line px-3 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`${baseId}-choice-${index}`}
                      value={value}
                      checked={choices[index] === value}
                      onChange={() =>
                        setChoices((current) => current.map((v, i) => (i === index ? value : v)))
                      }
                    />
                    {value}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          {variation && variation.stock <= 0 ? (
            <p className="text-sm font-semibold text-danger">{t('items.variationOutOfStock')}</p>
          ) : null}
          {item.food_variations.map((group, groupIndex) => {
            const single = group.type === 'single';
            const hintId = `${baseId}-hint-${groupIndex}`;
            return (
              <fieldset key={group.name} aria-describedby={single ? undefined : hintId}>
                <legend className="flex w-full items-center justify-between gap-2 text-sm font-semibold">
                  <span>{group.name}</span>
                  <span
                    className={classNames(
                      'rounded-full px-2 py-0.5 text-xs',
                      group.required === 'on'
                        ? 'bg-danger-soft text-danger'
                        : 'bg-surface-muted text-ink-muted',
                    )}
                  >
                    {group.required === 'on' ? t('items.required') : t('items.optional')}
                  </span>
                </legend>
                {single ? null : (
                  <p id={hintId} className="mt-1 text-xs text-ink-muted">
                    {t('items.multiHint', { min: group.min, max: group.max })}
                  </p>
                )}
                <ul className="mt-1.5 divide-y divide-line">
                  {group.values.map((value) => {
                    const checked = foodChoices[groupIndex]?.includes(value.label) ?? false;
                    return (
                      <li key={value.label}>
                        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                          <input
                            type={single ? 'radio' : 'checkbox'}
                            name={`${baseId}-food-${groupIndex}`}
                            className="size-4 accent-[var(--brand)]"
                            checked={checked}
                            // A chosen single option is deselected by choosing it again (spec 01 §4).
                            onClick={
                              single ? () => toggleFood(groupIndex, value.label, true) : undefined
                            }
                            onChange={
                              single ? () => {} : () => toggleFood(groupIndex, value.label, false)
                            }
                          />
                          <span className="flex-1">{value.label}</span>
                          <span className="text-ink-muted">
                            {value.optionPrice > 0
                              ? `+${formatAmount(value.optionPrice, currency)}`
                              : t('items.free')}
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            );
          })}
          {item.add_ons.length > 0 ? (
            <fieldset>
              <legend className="text-sm font-semibold">{t('items.addOns')}</legend>
              <ul className="mt-1.5 divide-y divide-line">
                {item.add_ons.map((addOn) => {
                  const count = addOns[addOn.id] ?? 0;
                  const setCount = (next: number) =>
                    setAddOns((current) => ({ ...current, [addOn.id]: Math.max(0, next) }));
                  return (
                    <li key={addOn.id} className="flex min-h-11 items-center gap-3 text-sm">
                      <label className="flex flex-1 cursor-pointer items-center gap-3">
                        <input
                          type="checkbox"
                          className="size-4 accent-[var(--brand)]"
                          checked={count > 0}
                          onChange={(event) => setCount(event.target.checked ? 1 : 0)}
                        />
                        <span className="flex-1">{addOn.name}</span>
                        <span className="text-ink-muted">
                          {formatAmount(addOn.price, currency)}
                        </span>
                      </label>
                      {count > 0 ? (
                        <span className="flex items-center gap-1">
                          <button
                            type="button"
                            className={stepButton}
                            aria-label={t('items.decreaseAddOn', { name: addOn.name })}
                            disabled={count <= 0}
                            onClick={() => setCount(count - 1)}
                          >
                            <Minus aria-hidden className="size-4" />
                          </button>
                          <output aria-live="polite" className="w-6 text-center tabular-nums">
                            {count}
                          </output>
                          <button
                            type="button"
                            className={stepButton}
                            aria-label={t('items.increaseAddOn', { name: addOn.name })}
                            onClick={() => setCount(count + 1)}
                          >
                            <Plus aria-hidden className="size-4" />
                          </button>
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ) : null}
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
            className={stepButton}
            aria-label={t('items.decreaseQuantity')}
            disabled={quantity <= 1}
            onClick={() => setQuantity(Math.max(1, quantity - 1))}
          >
            <Minus aria-hidden className="size-4" />
          </button>
          <output aria-live="polite" className="w-8 text-center text-lg font-bold tabular-nums">
            {padQuantity(quantity)}
          </output>
          <button
            type="button"
            className={stepButton}
            aria-label={t('items.increaseQuantity')}
            onClick={increase}
          >
            <Plus aria-hidden className="size-4" />
          </button>
        </fieldset>
        <p className="text-end">
          <span className="block text-xs text-ink-muted">{t('items.totalPrice')}</span>
          <span className="text-xl font-extrabold" aria-live="polite">
            {formatMinor(total, currency)}
          </span>
          {original !== total ? (
            <del className="ms-2 text-sm text-ink-muted">
              <span className="sr-only">{t('catalog.originalPrice')} </span>
              {formatMinor(original, currency)}
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
          </span>
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {button === 'out_of_stock' ? (
          <button type="button" disabled className={buttonClass('secondary', 'md', 'flex-1')}>
            {t('items.outOfStock')}
          </button>
        ) : button === 'buy' ? (
          isCampaign ? (
            <SoonButton
              label={t('items.orderNow')}
              className={buttonClass('primary', 'md', 'flex-1')}
            >
              {t('items.orderNow')}
            </SoonButton>
          ) : (
            <>
              <SoonButton
                label={t('items.buyNow')}
                className={buttonClass('secondary', 'md', 'flex-1')}
              >
                {t('items.buyNow')}
              </SoonButton>
              <SoonButton
                label={t('items.addToCart')}
                className={buttonClass('primary', 'md', 'flex-1')}
              >
                {t('items.addToCart')}
              </SoonButton>
            </>
          )
        ) : null}
      </div>
      {button === 'buy' ? <p className="text-xs text-ink-muted">{t('items.cartSoon')}</p> : null}
    </>
  );
}
