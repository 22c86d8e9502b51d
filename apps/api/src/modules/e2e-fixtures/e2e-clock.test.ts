import { E2E_CLOCK_HEADER, E2eClockSchema } from '@marketplace/contract/e2e-fixtures';
import { storeDetails } from '@marketplace/contract/endpoints/stores';
import { StoreDetailsSchema } from '@marketplace/contract/stores';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildModule } from '../../test/builders/module';
import { buildSettings } from '../../test/builders/settings';
import { buildStore } from '../../test/builders/store';
import { buildStoreSchedule } from '../../test/builders/store-details';
import { buildZone } from '../../test/builders/zone';
import { entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';

// Decision 0046: a request carrying X-E2E-Clock is answered at that instant, only when the e2e
// test routes are on. The store opens 11:30–22:00 in Asia/Dhaka (UTC+6), every day.
const TUESDAY_0900_DHAKA = '2026-11-24T09:00:00+06:00';
const TUESDAY_1200_DHAKA = '2026-11-24T12:00:00+06:00';

async function buildLunchStore(t: TestApp) {
  await buildSettings(t.db);
  const module = await buildModule(t.db, { moduleType: 'food' });
  const zone = await buildZone(t.db);
  const store = await buildStore(
    t.db,
    { moduleId: module.id, zoneId: zone.id },
    { timeZone: 'Asia/Dhaka' },
  );
  await buildStoreSchedule(t.db, store.id, { openingTime: '11:30', closingTime: '22:00' });
  return async (clock?: string) => {
    const response = await t.app.inject(
      entryRequest(storeDetails, {
        params: { id: String(store.id) },
        headers: { moduleId: String(module.id), ...(clock ? { [E2E_CLOCK_HEADER]: clock } : {}) },
      }),
    );
    expect(response.statusCode).toBe(200);
    return StoreDetailsSchema.parse(response.json()).open;
  };
}

afterEach(() => {
  vi.useRealTimers();
});

/** The real clock of the process, frozen (the header must move away from it, or not). */
const freezeRealClockAt = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

describe('the e2e clock, with the test routes on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { E2E_FIXTURES: 'on' } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('answers a request at the instant its header names, and others at the real one', async () => {
    const openAt = await buildLunchStore(t);
    freezeRealClockAt(TUESDAY_1200_DHAKA);
    expect(await openAt(TUESDAY_0900_DHAKA)).toBe(0);
    expect(await openAt()).toBe(1);
    freezeRealClockAt(TUESDAY_0900_DHAKA);
    expect(await openAt(TUESDAY_1200_DHAKA)).toBe(1);
    expect(await openAt()).toBe(0);
  });

  it('tells the instant it reads for the request', async () => {
    const read = async (headers = {}) =>
      E2eClockSchema.parse((await t.app.inject({ url: '/__e2e/clock', headers })).json()).now;
    expect(await read({ [E2E_CLOCK_HEADER]: TUESDAY_0900_DHAKA })).toBe('2026-11-24T03:00:00.000Z');
    freezeRealClockAt('2030-01-02T03:04:05Z');
    expect(await read()).toBe('2030-01-02T03:04:05.000Z');
  });

  it('refuses a header that is not an instant with its offset, with a 422', async () => {
    const response = await t.app.inject({
      url: '/__e2e/clock',
      headers: { [E2E_CLOCK_HEADER]: 'tuesday morning' },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('the e2e clock, with the test routes off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('does not exist: the header is ignored and the clock route is not found', async () => {
    const openAt = await buildLunchStore(t);
    freezeRealClockAt(TUESDAY_1200_DHAKA);
    expect(await openAt(TUESDAY_0900_DHAKA)).toBe(1);
    expect(await openAt('tuesday morning')).toBe(1);
    const route = await t.app.inject({
      url: '/__e2e/clock',
      headers: { [E2E_CLOCK_HEADER]: TUESDAY_0900_DHAKA },
    });
    expect(route.statusCode).toBe(404);
  });
});
