import { isRightToLeft } from '@marketplace/domain/i18n/text-direction';

export type LanguageOption = { key: string; label: string; dir: 'ltr' | 'rtl' };

export const DEFAULT_LOCALE = 'en';

type ConfiguredLanguage = { key: string; value: string; direction: 'ltr' | 'rtl' };

/** Writing direction: the spec's right-to-left list, or the configured direction of the language. */
export function getTextDirection(locale: string, configured?: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  return isRightToLeft(locale) || configured === 'rtl' ? 'rtl' : 'ltr';
}

/** A language's own name ("Español", "Français"), falling back to the configured label. */
export function getLanguageLabel(key: string, fallback: string): string {
  try {
    const name = new Intl.DisplayNames([key], { type: 'language' }).of(key);
    if (name && name.toLowerCase() !== key.toLowerCase()) {
      return name.charAt(0).toLocaleUpperCase(key) + name.slice(1);
    }
  } catch {
    // Not a valid language tag for Intl: use the configured label.
  }
  return fallback || key;
}

/** The switcher's options come from config `language[]`, so adding a language needs no code. */
export function toLanguageOptions(languages: readonly ConfiguredLanguage[]): LanguageOption[] {
  const options = languages.map((language) => ({
    key: language.key.toLowerCase(),
    label: getLanguageLabel(language.key, language.value),
    dir: getTextDirection(language.key, language.direction),
  }));
  return options.length > 0 ? options : [{ key: DEFAULT_LOCALE, label: 'English', dir: 'ltr' }];
}

/** The cookie's language when the business offers it, otherwise the first offered language. */
export function resolveLocale(cookieLocale: string | null, options: readonly LanguageOption[]) {
  const chosen = options.find((option) => option.key === cookieLocale);
  return chosen ?? options.find((option) => option.key === DEFAULT_LOCALE) ?? options[0];
}
