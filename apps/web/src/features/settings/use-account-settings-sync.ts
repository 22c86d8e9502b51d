'use client';

import { useTheme } from 'next-themes';
import { useEffect, useRef } from 'react';
import { applyLanguage } from '@/features/i18n/apply-language';
import { useI18n } from '@/features/i18n/i18n-provider';
import { useQuery } from '@/lib/hydration-safe-query';
import { ACCOUNT_SETTINGS_KEY, fetchAccountSettings } from './settings-api';

/**
 * Settings are saved for the account: once per page load after sign-in, a language or theme the
 * customer saved (on this or another device) replaces the browser's, if they differ.
 */
export function useAccountSettingsSync(isSignedIn: boolean) {
  const { locale, languages } = useI18n();
  const { theme, setTheme } = useTheme();
  const isApplied = useRef(false);
  const query = useQuery({
    queryKey: ACCOUNT_SETTINGS_KEY,
    queryFn: ({ signal }) => fetchAccountSettings(signal),
    enabled: isSignedIn,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  useEffect(() => {
    if (!query.data || isApplied.current) return;
    isApplied.current = true;
    const saved = query.data;
    if (saved.theme && saved.theme !== theme) setTheme(saved.theme);
    const option = languages.find((entry) => entry.key === saved.language);
    if (option && option.key !== locale) applyLanguage(option);
  }, [query.data, theme, setTheme, languages, locale]);
}
