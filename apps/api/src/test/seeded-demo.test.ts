import { CategoryListSchema } from '@marketplace/contract/categories';
import { ConfigSchema, LandingPageSchema } from '@marketplace/contract/config';
import { ModuleListSchema } from '@marketplace/contract/modules';
import { ContentPageSchema } from '@marketplace/contract/pages';
import { ZoneIdResponseSchema, ZoneListSchema } from '@marketplace/contract/zones';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed/seed-demo';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { now: new Date('2026-01-15T12:00:00Z') });
});
afterAll(() => t.close());

const getJson = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

/** The endpoints answer the contract over the real demo data, not only over test builders. */
describe('the API over the demo seed', () => {
  it('serves config, landing, zones, modules and categories that parse with the contract', async () => {
    const config = ConfigSchema.parse(await getJson('/api/v1/config'));
    LandingPageSchema.parse(await getJson('/api/v1/react-landing-page'));
    const zones = ZoneListSchema.parse(await getJson('/api/v1/zone/list'));
    expect(zones.length).toBeGreaterThanOrEqual(2);

    const { lat, lng } = config.default_location;
    const zoneIds = ZoneIdResponseSchema.parse(
      await getJson(`/api/v1/config/get-zone-id?lat=${lat}&lng=${lng}`),
    );
    const modules = ModuleListSchema.parse(
      await getJson('/api/v1/module', { zoneId: zoneIds.zone_id }),
    );
    expect(new Set(modules.map((m) => m.module_type)).size).toBe(6);

    // Parcel has no catalogue; rental has vehicle categories, served by the rental endpoints.
    const catalogues = modules.filter((m) => !['parcel', 'rental'].includes(m.module_type));
    for (const module of catalogues) {
      const categories = CategoryListSchema.parse(
        await getJson('/api/v1/categories', { moduleId: String(module.id) }),
      );
      expect(categories.length, module.module_name).toBeGreaterThan(0);
    }
  });

  it('serves the pages whose flag is on, and the images the URLs point to', async () => {
    const config = ConfigSchema.parse(await getJson('/api/v1/config'));
    ContentPageSchema.parse(await getJson('/api/v1/terms-and-conditions'));
    const logoPath = new URL(config.logo_full_url).pathname;
    const logo = await t.app.inject({ method: 'GET', url: logoPath });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
  });
});
