'use client';

import type { Item } from '@marketplace/contract/items';
import { canDecreaseAddOn } from '@marketplace/domain/cart/add-on-selection';
import { formatAmount } from '@marketplace/domain/money/format-amount';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useT } from '@/features/i18n/i18n-provider';
import { classNames } from '@/lib/class-names';
import { describeItemChoiceProblem } from './item-choice-problems';
import type { ItemChoices } from './use-item-choices';

export const stepButtonClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface-raised hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40';

type FieldsItem = Pick<Item, 'choice_options' | 'food_variations' | 'add_ons'>;

/** Older items' choice options (one value each) and the out-of-stock note of the variation. */
function ChoiceOptionFields({ item, choices }: { item: FieldsItem; choices: ItemChoices }) {
  const t = useT();
  const baseId = useId();
  const isOut = choices.variation !== null && choices.variation.stock <= 0;
  return (
    <>
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
                  checked={choices.state.choiceValues[index] === value}
                  onChange={() => choices.chooseValue(index, value)}
                />
                {value}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {isOut ? (
        <p role="status" className="text-sm font-semibold text-danger">
          {t('items.variationOutOfStock')}
        </p>
      ) : null}
    </>
  );
}

/** Food-variation groups: single (radio, a second click deselects) or multi (checkboxes). */
function FoodVariationFields({ item, choices }: { item: FieldsItem; choices: ItemChoices }) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const baseId = useId();
  const invalidIndex =
    choices.problem && 'groupIndex' in choices.problem ? choices.problem.groupIndex : null;
  // The choices scroll inside a 315 px area: bring the group that needs a choice into view.
  useEffect(() => {
    if (invalidIndex === null) return;
    document
      .getElementById(`${baseId}-error-${invalidIndex}`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [invalidIndex, baseId]);
  return item.food_variations.map((group, groupIndex) => {
    const single = group.type === 'single';
    const hintId = `${baseId}-hint-${groupIndex}`;
    const errorId = `${baseId}-error-${groupIndex}`;
    const problem =
      invalidIndex === groupIndex && choices.problem && 'groupIndex' in choices.problem
        ? choices.problem
        : null;
    const describedBy = [single ? null : hintId, problem ? errorId : null].filter(Boolean);
    return (
      <fieldset
        key={group.name}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        aria-invalid={problem ? true : undefined}
        className={classNames('-mx-2 rounded-lg px-2 py-1', problem && 'bg-danger-soft')}
      >
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
        {problem ? (
          <p id={errorId} role="alert" className="mt-1 text-xs font-semibold text-danger">
            {describeItemChoiceProblem(problem, t)}
          </p>
        ) : null}
        <ul className="mt-1.5 divide-y divide-line">
          {group.values.map((value) => {
            const checked = choices.state.foodChoices[groupIndex]?.includes(value.label) ?? false;
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
                      single ? () => choices.toggleFoodOption(groupIndex, value.label) : undefined
                    }
                    onChange={
                      single ? () => {} : () => choices.toggleFoodOption(groupIndex, value.label)
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
  });
}

/** Add-ons: ticking sets 1; the stepper's minus is disabled at 0 or when unticked. */
function AddOnFields({ item, choices }: { item: FieldsItem; choices: ItemChoices }) {
  const t = useT();
  const { currency } = useCatalogSettings();
  if (item.add_ons.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('items.addOns')}</legend>
      <ul className="mt-1.5 divide-y divide-line">
        {item.add_ons.map((addOn) => {
          const count = choices.state.addOns[addOn.id] ?? 0;
          const checked = count > 0;
          return (
            <li key={addOn.id} className="flex min-h-11 items-center gap-3 text-sm">
              <label className="flex flex-1 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--brand)]"
                  checked={checked}
                  onChange={(event) => choices.tickAddOn(addOn.id, event.target.checked)}
                />
                <span className="flex-1">{addOn.name}</span>
                <span className="text-ink-muted">{formatAmount(addOn.price, currency)}</span>
              </label>
              {checked ? (
                <span className="flex items-center gap-1">
                  <button
                    type="button"
                    className={stepButtonClass}
                    aria-label={t('items.decreaseAddOn', { name: addOn.name })}
                    disabled={!canDecreaseAddOn(count, checked)}
                    onClick={() => choices.stepAddOn(addOn.id, -1)}
                  >
                    <Minus aria-hidden className="size-4" />
                  </button>
                  <output aria-live="polite" className="w-6 text-center tabular-nums">
                    {count}
                  </output>
                  <button
                    type="button"
                    className={stepButtonClass}
                    aria-label={t('items.increaseAddOn', { name: addOn.name })}
                    onClick={() => choices.stepAddOn(addOn.id, 1)}
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
  );
}

/** Every choice of the item view, in the spec's order. */
export function ItemChoiceFields({ item, choices }: { item: FieldsItem; choices: ItemChoices }) {
  return (
    <>
      <ChoiceOptionFields item={item} choices={choices} />
      <FoodVariationFields item={item} choices={choices} />
      <AddOnFields item={item} choices={choices} />
    </>
  );
}
