import type { MessageKey, Messages } from './messages/en';

export type TranslationParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslationParams) => string;

/** A message with plural forms: keys `<base>.one`, `<base>.other`... by Intl.PluralRules. */
export type PluralKey = {
  [K in MessageKey]: K extends `${infer Base}.other` ? Base : never;
}[MessageKey];
/** `plural('orders.itemCount', 3)` → '3 items'; `{count}` is filled with the count. */
export type TranslatePlural = (key: PluralKey, count: number, params?: TranslationParams) => string;

/** Replaces `{name}` placeholders; unknown placeholders stay visible so gaps are noticed. */
export function interpolate(template: string, params?: TranslationParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export function createTranslator(messages: Messages): Translate {
  return (key, params) => interpolate(messages[key], params);
}

/**
 * The plural form the language uses for `count` (one, few, many, other...), falling back to
 * `other` when the catalogue has no message for that form.
 */
export function createPlural(messages: Messages, locale: string): TranslatePlural {
  const rules = new Intl.PluralRules(locale);
  const forms: Partial<Record<string, string>> = messages;
  return (key, count, params) => {
    const template = forms[`${key}.${rules.select(count)}`] ?? messages[`${key}.other`];
    return interpolate(template, { count, ...params });
  };
}
