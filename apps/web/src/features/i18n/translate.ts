import type { MessageKey, Messages } from './messages/en';

export type TranslationParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslationParams) => string;

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
