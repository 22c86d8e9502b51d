import * as configEndpoints from '@marketplace/contract/endpoints/config';
import { ModuleListSchema } from '@marketplace/contract/modules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildModule } from '../../test/builders/module';
import { buildStore } from '../../test/builders/store';
import { buildZone, buildZoneModule } from '../../test/builders/zone';
import { entryRequest } from '../../test/entry-request';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function listModules(headers: Record<string, string> = {}) {
  const response = await t.app.inject({ ...entryRequest(configEndpoints.moduleList), headers });
  expect(response.statusCode).toBe(200);
  return ModuleListSchema.parse(response.json());
}

/** Two zones; food serves both, grocery only the second, pharmacy none; one inactive module. */
async function twoZonesThreeModules() {
  const north = await buildZone(t.db);
  const south = await buildZone(t.db);
  const food = await buildModule(t.db, {
    moduleName: 'Food',
    moduleType: 'food',
    position: 2,
    description: 'Meals',
    translations: { es: { name: 'Comida', description: 'Platos' }, fr: { name: '' } },
  });
  const grocery = await buildModule(t.db, { moduleName: 'Grocery', position: 1 });
  const pharmacy = await buildModule(t.db, {
    moduleName: 'Pharmacy',
    moduleType: 'pharmacy',
    position: 3,
  });
  await buildModule(t.db, { moduleName: 'Hidden', status: 0 });
  await buildZoneModule(t.db, north.id, food.id);
  await buildZoneModule(t.db, south.id, food.id);
  await buildZoneModule(t.db, south.id, grocery.id);
  await buildStore(t.db, { moduleId: food.id, zoneId: north.id });
  await buildStore(t.db, { moduleId: food.id, zoneId: south.id });
  await buildStore(t.db, { moduleId: food.id, zoneId: south.id }, { status: 0 });
  return { north, south, food, grocery, pharmacy };
}

describe('GET /api/v1/module', () => {
  it('lists active modules by position with their zones and store counts', async () => {
    const { north, south, food, grocery, pharmacy } = await twoZonesThreeModules();
    const modules = await listModules();
    expect(modules.map((m) => m.module_name)).toEqual(['Grocery', 'Food', 'Pharmacy']);
    const foodModule = modules.find((m) => m.id === food.id);
    expect(foodModule).toMatchObject({
      module_type: 'food',
      description: 'Meals',
      stores_count: 2,
      zones: [{ id: north.id }, { id: south.id }],
      icon_full_url: `${TEST_PUBLIC_URL}/images/${food.icon}`,
    });
    expect(modules.find((m) => m.id === grocery.id)?.zones).toEqual([{ id: south.id }]);
    expect(modules.find((m) => m.id === pharmacy.id)?.zones).toEqual([]);
  });

  it('with a zoneId header lists only the modules serving those zones', async () => {
    const { north, south } = await twoZonesThreeModules();
    expect((await listModules({ zoneId: `[${north.id}]` })).map((m) => m.module_name)).toEqual([
      'Food',
    ]);
    const inSouth = await listModules({ zoneId: String(south.id) });
    expect(inSouth.map((m) => m.module_name)).toEqual(['Grocery', 'Food']);
    expect(inSouth.find((m) => m.module_name === 'Food')?.stores_count).toBe(1);
    const both = await listModules({ zoneId: `[${north.id},${south.id}]` });
    expect(both.map((m) => m.module_name)).toEqual(['Grocery', 'Food']);
    expect(await listModules({ zoneId: '[999]' })).toEqual([]);
  });

  it('translates names and descriptions by X-localization, falling back to the base text', async () => {
    await twoZonesThreeModules();
    const spanish = await listModules({ 'X-localization': 'es' });
    expect(spanish.find((m) => m.module_type === 'food')).toMatchObject({
      module_name: 'Comida',
      description: 'Platos',
    });
    expect(spanish.find((m) => m.module_name === 'Grocery')).toBeDefined();
    const french = await listModules({ 'X-localization': 'fr' });
    expect(french.find((m) => m.module_type === 'food')?.module_name).toBe('Food');
  });

  it('answers 422 for a malformed zoneId header', async () => {
    const response = await t.app.inject({
      ...entryRequest(configEndpoints.moduleList),
      headers: { zoneId: 'not-json' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: [{ code: 'zoneId', message: 'zoneId must be a JSON list of zone ids' }],
    });
  });
});
