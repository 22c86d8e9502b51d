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

/**
 * What the browser holds of the catalogue: the messages its pages can show (decision 0058). The
 * server always holds the whole catalogue.
 */
export type ClientMessages = Partial<Messages>;

const reported = new Set<string>();
/**
 * A key the page's messages do not hold: page-messages.json is out of date with the sources, or a
 * key is built from data the source scan cannot see. The key is shown and the gap logged once.
 */
function missing(key: string): string {
  if (!reported.has(key)) {
    reported.add(key);
    console.error(`Missing message "${key}": not among this page's messages (page-messages.json)`);
  }
  return key;
}

export function createTranslator(messages: ClientMessages): Translate {
  return (key, params) => {
    const template = messages[key];
    return template === undefined ? missing(key) : interpolate(template, params);
  };
}

/**
 * The plural form the language uses for `count` (one, few, many, other...), falling back to
 * `other` when the catalogue has no message for that form.
 */
export function createPlural(messages: ClientMessages, locale: string): TranslatePlural {
  const rules = new Intl.PluralRules(locale);
  const forms: Partial<Record<string, string>> = messages;
  return (key, count, params) => {
    const template = forms[`${key}.${rules.select(count)}`] ?? messages[`${key}.other`];
    return template === undefined
      ? missing(`${key}.other`)
      : interpolate(template, { count, ...params });
  };
}
