import { setBrowserCookie } from '@/lib/browser-cookies';
import { COOKIE } from '@/lib/shell-cookies';

/** Spec 02 §4 language change: store it, set the direction, reload. */
export function applyLanguage(option: { key: string; dir: 'ltr' | 'rtl' }) {
  setBrowserCookie(COOKIE.locale, option.key);
  document.documentElement.lang = option.key;
  document.documentElement.dir = option.dir;
  window.location.reload();
}
