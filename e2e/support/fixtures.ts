import {
  E2E_CLOCK_COOKIE,
  E2E_CLOCK_HEADER,
  type E2eCustomer,
  E2eCustomerSchema,
  type E2eWorld,
  type E2eWorldBody,
  E2eWorldSchema,
} from '@marketplace/contract/e2e-fixtures';
import { apiPath } from '@marketplace/contract/endpoint';
import { moduleList } from '@marketplace/contract/endpoints/config';
import { type APIRequestContext, type BrowserContext, test as base } from '@playwright/test';
import { e2eApiUrl } from './e2e-ports';
import { describeProblems, THIRD_PARTY_SDK_URLS, watchPageProblems } from './page-error-guard';
import { type ModuleType, rememberShell } from './shell';

export { expect } from '@playwright/test';

/** A fixture world with its stores and items found by name. */
export type World = E2eWorld & {
  store(name: string): E2eWorld['stores'][number];
  item(name: string): E2eWorld['stores'][number]['items'][number] & { store: string };
};

type TestFixtures = {
  /**
   * The instant the journey runs at, with its offset ('2026-11-24T09:00:00+06:00'), for the
   * browser, the storefront and the API alike (decision 0046); null keeps the real clock.
   */
  fixedClock: string | null;
  /**
   * Console errors or page errors a journey provokes on purpose (it asserts what the customer
   * sees instead); any other fails the journey.
   */
  allowedPageProblems: RegExp[];
  /** Fails the journey on any `pageerror` or console error in its pages (issue 17 §3). */
  pageProblemGuard: undefined;
  /**
   * The module the shell starts on, in the demo city's West Riverton at Riverside Park (what the
   * location picker and the module dialog would have stored); null starts with no choice made.
   */
  shellModule: ModuleType | null;
  /** Applies `shellModule` before the test. */
  shell: undefined;
  /** Points the shell at another module, in the demo city or in a world of the journey's. */
  chooseShell: (module: ModuleType, world?: E2eWorld) => Promise<void>;
  /** Builds a world of the journey's own (its zone, stores, items, coupons) and moves the shell there. */
  buildWorld: (body: E2eWorldBody) => Promise<World>;
  /** Wallet of the `customer` fixture, in minor units. */
  customerWalletMinor: number;
  /** Loyalty points of the `customer` fixture. */
  customerLoyaltyPoints: number;
  /** A verified customer of this test alone (nothing saved, the wallet asked for). */
  customer: E2eCustomer;
};

type WorkerFixtures = {
  /** The API itself (not the storefront): the test-only /__e2e routes and reference data. */
  fixtureApi: APIRequestContext;
  /** The modules' ids by type (reference data the demo city is made of). */
  moduleIds: Record<ModuleType, number>;
};

/** Journeys run so far in this worker: each gets its own client address. */
let journeys = 0;

async function post<T>(
  api: APIRequestContext,
  path: string,
  data: unknown,
  parse: (v: unknown) => T,
  fixedClock: string | null = null,
) {
  const headers = fixedClock ? { [E2E_CLOCK_HEADER]: fixedClock } : undefined;
  const response = await api.post(path, { data, headers });
  if (response.status() === 404) {
    throw new Error(
      `${path} answered 404: the API under test must run with E2E_FIXTURES=on (scripts/e2e-server.mjs)`,
    );
  }
  if (!response.ok())
    throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return parse(await response.json());
}

function toWorld(world: E2eWorld): World {
  return {
    ...world,
    store(name) {
      const found = world.stores.find((store) => store.name === name);
      if (!found) throw new Error(`the world has no store ${name}`);
      return found;
    },
    item(name) {
      for (const store of world.stores) {
        const found = store.items.find((item) => item.name === name);
        if (found) return { ...found, store: store.name };
      }
      throw new Error(`the world has no item ${name}`);
    },
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  fixtureApi: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: e2eApiUrl });
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  moduleIds: [
    async ({ fixtureApi }, use) => {
      const response = await fixtureApi.get(apiPath(moduleList));
      const modules = (await response.json()) as { id: number; module_type: ModuleType }[];
      await use(
        Object.fromEntries(modules.map((m) => [m.module_type, m.id])) as Record<ModuleType, number>,
      );
    },
    { scope: 'worker' },
  ],
  // Each journey is a customer at an address of its own (the storefront trusts one proxy hop in
  // the journeys, scripts/e2e-server.mjs), so the API's per-IP limits (30 sign-ins in 10 minutes)
  // count one journey's calls, not the whole suite's from 127.0.0.1.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    journeys += 1;
    const address = `10.${Math.floor(journeys / 65_536) % 256}.${Math.floor(journeys / 256) % 256}.${journeys % 256}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
  fixedClock: [null, { option: true }],
  // The browser's Date stops at the instant (its timers keep running: polling and streams work);
  // the cookie carries it to the storefront, which renders at it and sends it to the API with
  // every call. Nothing outlives the test's context, and journeys without it keep the real clock.
  context: async ({ context, fixedClock, baseURL }, use) => {
    if (fixedClock) {
      await context.clock.setFixedTime(new Date(fixedClock));
      await context.addCookies([{ name: E2E_CLOCK_COOKIE, value: fixedClock, url: baseURL ?? '' }]);
    }
    await use(context);
  },
  allowedPageProblems: [[], { option: true }],
  pageProblemGuard: [
    async ({ context, allowedPageProblems }, use) => {
      // An empty script: the provider's button says it is unavailable, as it would offline.
      // A journey's own page.route() for these URLs comes first.
      for (const url of THIRD_PARTY_SDK_URLS) {
        await context.route(url, (route) =>
          route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
        );
      }
      const watcher = watchPageProblems(context, allowedPageProblems);
      await use(undefined);
      const problems = watcher.problems();
      if (problems.length > 0) {
        throw new Error(`The journey's pages reported errors:\n${describeProblems(problems)}`);
      }
    },
    { auto: true },
  ],
  shellModule: [null, { option: true }],
  shell: [
    async ({ shellModule, moduleIds, context, baseURL }, use) => {
      if (shellModule) await rememberShell(context, baseURL ?? '', moduleIds[shellModule]);
      await use(undefined);
    },
    { auto: true },
  ],
  chooseShell: async ({ moduleIds, context, baseURL }, use) => {
    await use((module, world) =>
      world
        ? moveShellTo(context, baseURL ?? '', world, moduleIds[module])
        : rememberShell(context, baseURL ?? '', moduleIds[module]),
    );
  },
  buildWorld: async ({ fixtureApi, context, baseURL, fixedClock }, use) => {
    await use(async (body) => {
      const world = toWorld(
        await post(fixtureApi, '/__e2e/worlds', body, E2eWorldSchema.parse, fixedClock),
      );
      const first = world.stores[0];
      if (first) await moveShellTo(context, baseURL ?? '', world, first.module_id);
      return world;
    });
  },
  customerWalletMinor: [0, { option: true }],
  customerLoyaltyPoints: [0, { option: true }],
  customer: async ({ fixtureApi, customerWalletMinor, customerLoyaltyPoints }, use) => {
    await use(
      await post(
        fixtureApi,
        '/__e2e/customers',
        { wallet_minor: customerWalletMinor, loyalty_points: customerLoyaltyPoints },
        E2eCustomerSchema.parse,
      ),
    );
  },
});

/** The shell of a world: its own zone, the customer at its point, its first store's module. */
function moveShellTo(context: BrowserContext, baseURL: string, world: E2eWorld, moduleId: number) {
  return rememberShell(context, baseURL, moduleId, [world.zone_id], world.location);
}
