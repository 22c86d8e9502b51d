import { CategoryListSchema } from '@marketplace/contract/categories';
import { ConfigSchema, LandingPageSchema } from '@marketplace/contract/config';
import type { Endpoint } from '@marketplace/contract/endpoint';
import { categoryList } from '@marketplace/contract/endpoints/categories';
import { businessConfig, landingPage, moduleList } from '@marketplace/contract/endpoints/config';
import { contentPages } from '@marketplace/contract/endpoints/pages';
import { zoneIdAt, zoneList } from '@marketplace/contract/endpoints/zones';
import { ModuleListSchema } from '@marketplace/contract/modules';
import { ContentPageSchema } from '@marketplace/contract/pages';
import { ZoneIdResponseSchema, ZoneListSchema } from '@marketplace/contract/zones';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed/seed-demo';
import { type EntryInput, entryRequest } from './entry-request';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { now: new Date('2026-01-15T12:00:00Z') });
});
afterAll(() => t.close());

const getJson = async (entry: Pick<Endpoint, 'method' | 'path'>, input: EntryInput = {}) => {
  const response = await t.app.inject(entryRequest(entry, input));
  expect(response.statusCode, entry.path).toBe(200);
  return response.json();
};

/** The endpoints answer the contract over the real demo data, not only over test builders. */
describe('the API over the demo seed', () => {
  it('serves config, landing, zones, modules and categories that parse with the contract', async () => {
    const config = ConfigSchema.parse(await getJson(businessConfig));
    LandingPageSchema.parse(await getJson(landingPage));
    const zones = ZoneListSchema.parse(await getJson(zoneList));
    expect(zones.length).toBeGreaterThanOrEqual(2);

    const { lat, lng } = config.default_location;
    const zoneIds = ZoneIdResponseSchema.parse(await getJson(zoneIdAt, { query: { lat, lng } }));
    const modules = ModuleListSchema.parse(
      await getJson(moduleList, { headers: { zoneId: zoneIds.zone_id } }),
    );
    expect(new Set(modules.map((m) => m.module_type)).size).toBe(6);

    // Parcel has no catalogue; rental has vehicle categories, served by the rental endpoints.
    const catalogues = modules.filter((m) => !['parcel', 'rental'].includes(m.module_type));
    for (const module of catalogues) {
      const categories = CategoryListSchema.parse(
        await getJson(categoryList, { headers: { moduleId: String(module.id) } }),
      );
      expect(categories.length, module.module_name).toBeGreaterThan(0);
    }
  });

  it('serves the pages whose flag is on, and the images the URLs point to', async () => {
    const config = ConfigSchema.parse(await getJson(businessConfig));
    ContentPageSchema.parse(await getJson(contentPages['terms-and-conditions']));
    const logoPath = new URL(config.logo_full_url).pathname;
    const logo = await t.app.inject({ method: 'GET', url: logoPath });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
  });
});
