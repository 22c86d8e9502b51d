import type { Endpoint } from '@marketplace/contract/endpoint';
import { buildSettings } from '../../../test/builders/settings';
import { type EntryInput, entryRequest } from '../../../test/entry-request';
import type { TestApp } from '../../../test/test-app';

/** Empty tables (and so no cached reads), default settings with 2 decimals. */
export async function resetCatalog(t: TestApp): Promise<void> {
  await t.reset();
  await buildSettings(t.db);
}

export type CatalogHeaders = {
  moduleId?: number;
  zoneIds?: number[];
  locale?: string;
  position?: { lat: number; lng: number };
};

/** A catalogue read: the entry's path parameters and query, and the catalogue headers. */
export type CatalogRequest = CatalogHeaders & Pick<EntryInput, 'params' | 'query'>;

function toHeaders({ moduleId, zoneIds, locale, position }: CatalogHeaders) {
  const headers: Record<string, string> = {};
  if (moduleId !== undefined) headers.moduleId = String(moduleId);
  if (zoneIds) headers.zoneId = JSON.stringify(zoneIds);
  if (locale) headers['X-localization'] = locale;
  if (position) {
    headers.latitude = String(position.lat);
    headers.longitude = String(position.lng);
  }
  return headers;
}

/** GET a catalogue entry with the catalogue headers. */
export function getCatalog(
  t: TestApp,
  entry: Pick<Endpoint, 'method' | 'path'>,
  { params, query, ...headers }: CatalogRequest = {},
) {
  return t.app.inject(entryRequest(entry, { params, query, headers: toHeaders(headers) }));
}
