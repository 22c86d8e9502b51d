import { COOKIE_MAX_AGE_SECONDS } from './shell-cookies';

/** Writes a script-readable cookie that server components also read (never the auth token). */
export function setBrowserCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the shell state must reach server components.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

export function deleteBrowserCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setBrowserCookie.
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
