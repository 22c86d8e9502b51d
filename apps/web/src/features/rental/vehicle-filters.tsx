'use client';

import { type FormEvent, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { useVehicleFilterOptions, withChosen } from './use-vehicle-filter-options';
import { EMPTY_FILTERS, type VehicleFilters } from './vehicle-search-query';

const SORTS = ['default', 'price_low', 'price_high', 'rating', 'newest'] as const;

const field = 'w-full rounded-lg border border-line bg-surface px-3 py-2';

/**
 * The search filters: type, seats, AC, transmission, fuel, price range and sort. The choices of
 * type, seats, transmission and fuel, and the price hints, come from the fleet on offer.
 */
export function VehicleFiltersForm({
  value,
  onApply,
}: {
  value: VehicleFilters;
  onApply: (filters: VehicleFilters) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const options = useVehicleFilterOptions();
  const seats = withChosen((options?.seats ?? []).map(String), draft.seats);
  const set = (change: Partial<VehicleFilters>) =>
    setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const select = (label: string, key: 'type' | 'transmission' | 'fuel', offered: string[]) => (
    <label className="block space-y-1 text-sm">
      <span className="font-semibold">{label}</span>
      <select className={field} value={draft[key]} onChange={(e) => set({ [key]: e.target.value })}>
        <option value="">{t('rental.filters.any')}</option>
        {withChosen(offered, draft[key]).map((option) => (
          <option key={option} value={option} className="capitalize">
            {option}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form
      onSubmit={submit}
      aria-label={t('rental.filters.title')}
      className="space-y-3 rounded-2xl border border-line bg-surface-raised p-4"
    >
      <h2 className="font-bold">{t('rental.filters.title')}</h2>
      <label className="block space-y-1 text-sm">
        <span className="font-semibold">{t('rental.filters.sort')}</span>
        <select
          className={field}
          value={draft.sort}
          onChange={(e) => set({ sort: e.target.value as VehicleFilters['sort'] })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`rental.filters.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      {select(t('rental.filters.type'), 'type', options?.types ?? [])}
      <label className="block space-y-1 text-sm">
        <span className="font-semibold">{t('rental.filters.seats')}</span>
        <select
          className={field}
          value={draft.seats}
          onChange={(e) => set({ seats: e.target.value })}
        >
          <option value="">{t('rental.filters.any')}</option>
          {seats.map((count) => (
            <option key={count} value={count}>
              {t('rental.filters.seatsAtLeast', { count })}
            </option>
          ))}
        </select>
      </label>
      <label className="block space-y-1 text-sm">
        <span className="font-semibold">{t('rental.filters.ac')}</span>
        <select
          className={field}
          value={draft.ac}
          onChange={(e) => set({ ac: e.target.value as VehicleFilters['ac'] })}
        >
          <option value="">{t('rental.filters.any')}</option>
          <option value="1">{t('rental.card.ac')}</option>
          <option value="0">{t('rental.card.nonAc')}</option>
        </select>
      </label>
      {select(t('rental.filters.transmission'), 'transmission', options?.transmission_types ?? [])}
      {select(t('rental.filters.fuel'), 'fuel', options?.fuel_types ?? [])}
      <div className="grid grid-cols-2 gap-2">
        <label className="block space-y-1 text-sm">
          <span className="font-semibold">{t('rental.filters.minPrice')}</span>
          <input
            type="number"
            min={0}
            step="0.01"
            className={field}
            value={draft.minPrice}
            placeholder={options?.price_range ? String(options.price_range.min) : undefined}
            onChange={(e) => set({ minPrice: e.target.value })}
          />
        </label>
        <label className="block space-y-1 text-sm">
          <span className="font-semibold">{t('rental.filters.maxPrice')}</span>
          <input
            type="number"
            min={0}
            step="0.01"
            className={field}
            value={draft.maxPrice}
            placeholder={options?.price_range ? String(options.price_range.max) : undefined}
            onChange={(e) => set({ maxPrice: e.target.value })}
          />
        </label>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('primary', 'sm')}>
          {t('rental.filters.apply')}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            onApply(EMPTY_FILTERS);
          }}
        >
          {t('rental.filters.reset')}
        </button>
      </div>
    </form>
  );
}
