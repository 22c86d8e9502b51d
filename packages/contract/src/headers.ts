import { z } from 'zod';
import { MAX_ID } from './ids';

export const SUPPORTED_LOCALES = ['en', 'es', 'fr'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

const positiveId = z.number().int().positive().max(MAX_ID);

/** `zoneId` is a JSON list of ids ("[1,3]"); a bare number ("3") is accepted too. */
export const ZoneIdHeaderSchema = z
  .string()
  .trim()
  .max(500)
  .transform((raw, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'zoneId must be a JSON list of zone ids' });
      return z.NEVER;
    }
    const list = typeof parsed === 'number' ? [parsed] : parsed;
    const result = z.array(positiveId).max(50).safeParse(list);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: 'zoneId must be a JSON list of zone ids' });
      return z.NEVER;
    }
    return [...new Set(result.data)];
  });

export const ModuleIdHeaderSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,8}$/, { error: 'moduleId must be a module id' })
  .transform(Number);

export const LatitudeHeaderSchema = z.coerce
  .number({ error: 'latitude must be a number' })
  .min(-90, { error: 'latitude must be between -90 and 90' })
  .max(90, { error: 'latitude must be between -90 and 90' });
export const LongitudeHeaderSchema = z.coerce
  .number({ error: 'longitude must be a number' })
  .min(-180, { error: 'longitude must be between -180 and 180' })
  .max(180, { error: 'longitude must be between -180 and 180' });

export function resolveLocale(value: string | undefined): Locale {
  const short = value?.trim().slice(0, 2).toLowerCase();
  return (SUPPORTED_LOCALES as readonly string[]).includes(short ?? '') ? (short as Locale) : 'en';
}

/**
 * The customer's light or dark choice, for pages the API renders itself (the demo payment page):
 * the storefront's proxy sends its theme toggle under the client hint's name for the preference.
 */
export const COLOR_SCHEME_HEADER = 'sec-ch-prefers-color-scheme';
export type ColorScheme = 'light' | 'dark';

/** The header's scheme, or null (absent or anything else: the page follows the system). */
export function readColorScheme(value: string | string[] | undefined): ColorScheme | null {
  const first = Array.isArray(value) ? value[0] : value;
  const scheme = first?.trim().replace(/^"|"$/g, '');
  return scheme === 'light' || scheme === 'dark' ? scheme : null;
}
