'use client';

import { useMemo } from 'react';
import { useI18n } from '@/features/i18n/i18n-provider';
import { COUNTRIES, getCountryName } from './countries';

type CountrySelectProps = {
  value: string;
  onChange: (code: string) => void;
  /** Spec 01 §4: the dropdown is disabled unless country_picker_status is 1. */
  isEnabled: boolean;
};

/** The dialling-code picker in front of a phone input. */
export function CountrySelect({ value, onChange, isEnabled }: CountrySelectProps) {
  const { t, locale } = useI18n();
  const options = useMemo(
    () =>
      COUNTRIES.map((country) => ({
        ...country,
        name: getCountryName(country.code, locale),
      })).sort((a, b) => a.name.localeCompare(b.name, locale)),
    [locale],
  );
  const current = options.find((option) => option.code === value);
  return (
    <select
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={!isEnabled}
      aria-label={t('auth.countryCode')}
      title={current ? `${current.name} ${current.dial}` : undefined}
      className="min-h-11 w-28 shrink-0 rounded-lg border border-line bg-surface px-2 text-base outline-none focus:border-brand disabled:opacity-70"
    >
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {`${option.code} ${option.dial} · ${option.name}`}
        </option>
      ))}
    </select>
  );
}
