'use client';

import { useTheme } from 'next-themes';
import { useEffect } from 'react';
import { setBrowserCookie } from '@/lib/browser-cookies';
import { COOKIE, toThemeChoice } from '@/lib/shell-cookies';

/**
 * Mirrors the theme toggle (kept by next-themes in localStorage) into a cookie, so the payment
 * page, which the API renders and the storefront only forwards, can wear the same theme.
 */
export function ThemeCookie() {
  const { resolvedTheme } = useTheme();
  useEffect(() => {
    const choice = toThemeChoice(resolvedTheme);
    if (choice) setBrowserCookie(COOKIE.theme, choice);
  }, [resolvedTheme]);
  return null;
}
