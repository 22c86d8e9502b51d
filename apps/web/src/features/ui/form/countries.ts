/** A country for the phone input's picker: ISO 3166 code and international dialling code. */
export type Country = { code: string; dial: string };

/**
 * A small built-in list (no external data): the markets the storefront is likely to serve. Names
 * come from the browser's Intl.DisplayNames in the current language.
 */
export const COUNTRIES: readonly Country[] = [
  { code: 'US', dial: '+1' },
  { code: 'CA', dial: '+1' },
  { code: 'GB', dial: '+44' },
  { code: 'IE', dial: '+353' },
  { code: 'FR', dial: '+33' },
  { code: 'ES', dial: '+34' },
  { code: 'DE', dial: '+49' },
  { code: 'IT', dial: '+39' },
  { code: 'PT', dial: '+351' },
  { code: 'NL', dial: '+31' },
  { code: 'BE', dial: '+32' },
  { code: 'CH', dial: '+41' },
  { code: 'MX', dial: '+52' },
  { code: 'BR', dial: '+55' },
  { code: 'AR', dial: '+54' },
  { code: 'CO', dial: '+57' },
  { code: 'MA', dial: '+212' },
  { code: 'NG', dial: '+234' },
  { code: 'EG', dial: '+20' },
  { code: 'ZA', dial: '+27' },
  { code: 'SA', dial: '+966' },
  { code: 'AE', dial: '+971' },
  { code: 'IN', dial: '+91' },
  { code: 'PK', dial: '+92' },
  { code: 'BD', dial: '+880' },
  { code: 'MY', dial: '+60' },
  { code: 'SG', dial: '+65' },
  { code: 'PH', dial: '+63' },
  { code: 'AU', dial: '+61' },
];

const FALLBACK: Country = { code: 'US', dial: '+1' };

/** The configured country (config.country), or the first entry when it is not in the list. */
export function findCountry(code: string | null | undefined): Country {
  const upper = code?.trim().toUpperCase();
  return COUNTRIES.find((country) => country.code === upper) ?? FALLBACK;
}

/** "Bangladesh" in the current language; the code itself when the browser cannot name it. */
export function getCountryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
