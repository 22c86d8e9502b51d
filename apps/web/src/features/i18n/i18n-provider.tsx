'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { LanguageOption } from './locale';
import {
  type ClientMessages,
  createPlural,
  createTranslator,
  type Translate,
  type TranslatePlural,
} from './translate';

type I18nContextValue = {
  locale: string;
  dir: 'ltr' | 'rtl';
  languages: LanguageOption[];
  messages: ClientMessages;
  t: Translate;
  plural: TranslatePlural;
};

const I18nContext = createContext<I18nContextValue | null>(null);

type I18nProviderProps = {
  locale: string;
  dir: 'ltr' | 'rtl';
  languages: LanguageOption[];
  /** The current language's messages for the shell (the header, footer, dialogs). */
  messages: ClientMessages;
  children: ReactNode;
};

export function I18nProvider({ locale, dir, languages, messages, children }: I18nProviderProps) {
  const value = useMemo(
    () => ({
      locale,
      dir,
      languages,
      messages,
      t: createTranslator(messages),
      plural: createPlural(messages, locale),
    }),
    [locale, dir, languages, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Adds a page's own messages to the shell's, for the page's client components. */
export function MessagesScope({
  messages,
  children,
}: {
  messages: ClientMessages;
  children: ReactNode;
}) {
  const parent = useI18n();
  const value = useMemo(() => {
    const merged = { ...parent.messages, ...messages };
    return {
      ...parent,
      messages: merged,
      t: createTranslator(merged),
      plural: createPlural(merged, parent.locale),
    };
  }, [parent, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}

/** The translator for client components: `t('home.welcome', { name })`. */
export function useT(): Translate {
  return useI18n().t;
}

/** Messages with plural forms: `plural('orders.itemCount', count)`. */
export function usePlural(): TranslatePlural {
  return useI18n().plural;
}
