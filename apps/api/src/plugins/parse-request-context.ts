import type { ErrorEntry } from '@marketplace/contract/errors';
import {
  LatitudeHeaderSchema,
  type Locale,
  LongitudeHeaderSchema,
  ModuleIdHeaderSchema,
  resolveLocale,
  ZoneIdHeaderSchema,
} from '@marketplace/contract/headers';
import type { LatLng } from '@marketplace/domain/geo/point-in-polygon';
import type { z } from 'zod';
import { ValidationError } from '../errors/app-error';

/** Everything the common headers say about the caller, parsed once per request. */
export type RequestContext = {
  /** null when no zoneId header was sent (no zone filter). */
  zoneIds: number[] | null;
  moduleId: number | null;
  locale: Locale;
  /** Set only when both latitude and longitude were sent. */
  position: LatLng | null;
  bearerToken: string | null;
  guestId: string | null;
};

export type RawRequest = {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  query: unknown;
  body: unknown;
};

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})$/i;
const GUEST_ID = /^[A-Za-z0-9-]{1,64}$/;
const GUEST_ID_MESSAGE = 'guest_id must be an id issued by auth/guest/request';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function headerValue(raw: string | string[] | undefined): string | undefined {
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  return value?.trim() ? value : undefined;
}

function fieldOf(source: unknown, name: string): unknown {
  return source && typeof source === 'object'
    ? (source as Record<string, unknown>)[name]
    : undefined;
}

/** Parses headers and guest_id; every invalid value becomes one 422 entry named after it. */
export function parseRequestContext(request: RawRequest): RequestContext {
  const problems: ErrorEntry[] = [];
  const parse = <S extends z.ZodType>(code: string, schema: S, raw: string | undefined) => {
    if (raw === undefined) return null;
    const result = schema.safeParse(raw);
    if (result.success) return result.data as z.output<S>;
    problems.push({ code, message: result.error.issues[0]?.message ?? `${code} is invalid` });
    return null;
  };

  const { headers } = request;
  const zoneIds = parse('zoneId', ZoneIdHeaderSchema, headerValue(headers.zoneid));
  const moduleId = parse('moduleId', ModuleIdHeaderSchema, headerValue(headers.moduleid));
  const latitude = parse('latitude', LatitudeHeaderSchema, headerValue(headers.latitude));
  const longitude = parse('longitude', LongitudeHeaderSchema, headerValue(headers.longitude));
  const bearerToken = parseBearer(headerValue(headers.authorization), problems);
  const guestId = parseGuestId(request, problems);

  if (problems.length > 0) throw new ValidationError(problems);
  return {
    zoneIds,
    moduleId,
    locale: resolveLocale(headerValue(headers['x-localization'])),
    position: latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null,
    bearerToken,
    guestId,
  };
}

function parseBearer(raw: string | undefined, problems: ErrorEntry[]): string | null {
  if (raw === undefined) return null;
  const token = BEARER.exec(raw.trim())?.[1];
  if (token) return token;
  problems.push({ code: 'Authorization', message: 'Authorization must be "Bearer <token>"' });
  return null;
}

function parseGuestId(request: RawRequest, problems: ErrorEntry[]): string | null {
  const source = BODY_METHODS.has(request.method) ? request.body : request.query;
  const raw = fieldOf(source, 'guest_id');
  if (raw === undefined || raw === null || raw === '') return null;
  const value = typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : raw;
  if (typeof value === 'string' && GUEST_ID.test(value)) return value;
  problems.push({ code: 'guest_id', message: GUEST_ID_MESSAGE });
  return null;
}
