import type { Locale } from '@marketplace/contract/headers';
import type { Translations } from '../db/schema/translations';

/**
 * A row's text in the caller's language: `translations[locale][field]` when present and not
 * blank, else the base text. Fields are keyed `name` and `description` (as the seed writes).
 */
export function translate(
  translations: Translations,
  locale: Locale,
  field: string,
  base: string,
): string {
  if (locale === 'en') return base;
  const text = translations[locale]?.[field];
  return text?.trim() ? text : base;
}
