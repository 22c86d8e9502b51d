/** Cookies the storefront keeps; all but the token are readable by scripts and server components. */
export const COOKIE = {
  zoneIds: 'zone_ids',
  location: 'location',
  moduleId: 'module_id',
  locale: 'locale',
  guestId: 'guest_id',
  /** httpOnly, SameSite=Lax: only the web server reads it (the proxy adds the bearer header). */
  authToken: 'auth_token',
  /** The theme toggle's choice, for pages the storefront does not render (the payment page). */
  theme: 'theme',
} as const;

export type ThemeChoice = 'light' | 'dark';

/** The theme cookie's value when it is one the storefront writes; null otherwise. */
export function toThemeChoice(value: string | null | undefined): ThemeChoice | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export type StoredLocation = { lat: number; lng: number; address: string };

// Hand-written checks rather than zod: this module runs in the browser on every page, and zod
// would otherwise join the first-load bundle just to read three cookies.
function toZoneIds(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > 50) return null;
  return value.every((id) => Number.isInteger(id) && id > 0) ? (value as number[]) : null;
}

function isInRange(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

function toStoredLocation(value: unknown): StoredLocation | null {
  if (typeof value !== 'object' || value === null) return null;
  const { lat, lng, address } = value as Record<string, unknown>;
  if (!isInRange(lat, 90) || !isInRange(lng, 180) || typeof address !== 'string') return null;
  return { lat, lng, address: address.slice(0, 500) };
}

export type ShellCookies = {
  zoneIds: number[] | null;
  location: StoredLocation | null;
  moduleId: number | null;
  locale: string | null;
  guestId: string | null;
};

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function parseJson<T>(raw: string | undefined, read: (value: unknown) => T | null): T | null {
  if (!raw) return null;
  try {
    return read(JSON.parse(decode(raw)));
  } catch {
    return null;
  }
}

/** Reads the shell cookies from any cookie source (server `cookies()` or `document.cookie`). */
export function readShellCookies(get: (name: string) => string | undefined): ShellCookies {
  const moduleRaw = get(COOKIE.moduleId);
  const moduleId =
    moduleRaw && /^\d{1,9}$/.test(decode(moduleRaw)) ? Number(decode(moduleRaw)) : null;
  const localeRaw = get(COOKIE.locale);
  const locale =
    localeRaw && /^[a-zA-Z-]{2,10}$/.test(decode(localeRaw)) ? decode(localeRaw) : null;
  const guestRaw = get(COOKIE.guestId);
  return {
    zoneIds: parseJson(get(COOKIE.zoneIds), toZoneIds),
    location: parseJson(get(COOKIE.location), toStoredLocation),
    moduleId: moduleId && moduleId > 0 ? moduleId : null,
    locale: locale ? locale.toLowerCase() : null,
    guestId: guestRaw ? decode(guestRaw).slice(0, 200) : null,
  };
}

/** Parses `document.cookie` into a lookup function. */
export function parseCookieHeader(header: string): (name: string) => string | undefined {
  const entries = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (name && !entries.has(name)) entries.set(name, part.slice(index + 1).trim());
  }
  return (name) => entries.get(name);
}
