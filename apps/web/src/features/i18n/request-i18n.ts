import 'server-only';
import { cache } from 'react';
import { loadConfig } from '@/features/layout/shell-data';
import { readServerShellState } from '@/lib/server-api';
import { getMessages } from './catalogues';
import { DEFAULT_LOCALE, type LanguageOption, resolveLocale, toLanguageOptions } from './locale';
import type { Messages } from './messages/en';
import { createPlural, createTranslator, type Translate, type TranslatePlural } from './translate';

export type RequestI18n = {
  locale: string;
  dir: 'ltr' | 'rtl';
  languages: LanguageOption[];
  messages: Messages;
  t: Translate;
  plural: TranslatePlural;
};

/** The language of this request: the `locale` cookie, limited to the configured languages. */
export const getRequestI18n = cache(async (): Promise<RequestI18n> => {
  const [state, config] = await Promise.all([readServerShellState(), loadConfig()]);
  const languages = toLanguageOptions(config?.language ?? []);
  const current = resolveLocale(state.locale, languages) ?? {
    key: DEFAULT_LOCALE,
    label: 'English',
    dir: 'ltr' as const,
  };
  const messages = getMessages(current.key);
  return {
    locale: current.key,
    dir: current.dir,
    languages,
    messages,
    t: createTranslator(messages),
    plural: createPlural(messages, current.key),
  };
});
