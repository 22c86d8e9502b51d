import { basicCampaigns, campaignItems } from '@marketplace/contract/endpoints/promotions';
import { BasicCampaignListSchema, CampaignItemListSchema } from '@marketplace/contract/promotions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCampaign } from '../../test/builders/promotions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getCatalog, resetCatalog } from '../catalog/testing/catalog-fixture';
import { buildCatalogueWorld, type CatalogueWorld } from '../catalog/testing/catalogue-world';

let t: TestApp;
let w: CatalogueWorld;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetCatalog(t);
  w = await buildCatalogueWorld(t.db);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-01-15T06:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const dates = (start: string, end: string) => ({
  availableDateStarts: start,
  availableDateEnds: end,
});

describe('GET /api/v1/campaigns/item', () => {
  it('lists the campaign items running today, not expired or upcoming ones, nor normal items', async () => {
    await w.item(w.northStore, w.curries, { name: 'Feast', ...dates('2025-01-10', '2025-01-20') });
    await w.item(w.southStore, w.curries, {
      name: 'Last day',
      ...dates('2025-01-01', '2025-01-15'),
    });
    await w.item(w.northStore, w.curries, {
      name: 'Expired',
      ...dates('2024-12-01', '2025-01-14'),
    });
    await w.item(w.northStore, w.curries, {
      name: 'Upcoming',
      ...dates('2025-01-16', '2025-02-01'),
    });
    await w.item(w.northStore, w.curries, { name: 'Normal' });
    const response = await getCatalog(t, campaignItems, { moduleId: w.food.id });
    const list = CampaignItemListSchema.parse(response.json());
    expect(list.map((i) => i.name)).toEqual(['Last day', 'Feast']);
    expect(list[1]).toMatchObject({ available_date_starts: '2025-01-10' });
    const north = await getCatalog(t, campaignItems, {
      moduleId: w.food.id,
      zoneIds: [w.north.id],
    });
    expect(CampaignItemListSchema.parse(north.json()).map((i) => i.name)).toEqual(['Feast']);
  });
});

describe('GET /api/v1/campaigns/basic', () => {
  it('lists running basic campaigns of the module with their stores in the zones', async () => {
    const feast = await buildCampaign(t.db, w.food.id, [w.northStore.id, w.southStore.id], {
      title: 'Feast',
      translations: { es: { title: 'Festín' } },
      startDate: '2025-01-10',
      endDate: '2025-01-20',
    });
    await buildCampaign(t.db, w.food.id, [w.northStore.id], {
      startDate: '2024-01-01',
      endDate: '2024-02-01',
    });
    await buildCampaign(t.db, w.grocery.id, [w.groceryStore.id]);
    const response = await getCatalog(t, basicCampaigns, {
      moduleId: w.food.id,
      zoneIds: [w.north.id],
      locale: 'es',
    });
    const list = BasicCampaignListSchema.parse(response.json());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: feast.id, title: 'Festín', start_date: '2025-01-10' });
    expect(list[0]?.stores.map((s) => s.id)).toEqual([w.northStore.id]);
  });
});
