import { buildSettings } from '../../../test/builders/settings';
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

/** GET /api/v1{path} with the catalogue headers. */
export function getCatalog(t: TestApp, path: string, headers: CatalogHeaders = {}) {
  return t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: toHeaders(headers) });
}
