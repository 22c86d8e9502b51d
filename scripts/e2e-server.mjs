// The app under end-to-end test: the built API on a freshly seeded embedded PostgreSQL server in
// a temporary folder (deleted when the server stops), and the built storefront.
import {
  buildWeb,
  ensureApiBuilt,
  isWebBuilt,
  startApi,
  startWeb,
  superviseChildren,
  temporaryDataDir,
  waitForUrl,
} from './lib/services.mjs';

const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const webUrl = `http://127.0.0.1:${webPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;

if (!isWebBuilt()) await buildWeb();
await ensureApiBuilt();
const data = temporaryDataDir('marketplace-e2e-');
const api = startApi({
  port: apiPort,
  dataDir: data.dir,
  publicUrl: webUrl,
  // The demo gateway sends the browser back to this storefront's /order-confirmation, as with
  // npm start on non-default ports.
  webUrl,
  env: {
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // The journeys build their own customers and stores through the test-only /__e2e routes.
    E2E_FIXTURES: 'on',
    // The demo seed (catalogue journeys) and the demo OTP hint (sign-in journeys).
    SEED_DEMO: 'true',
    DEMO_OTP: 'on',
    // The demo simulator moves orders along fast, so tracking reaches "delivered" in seconds.
    ORDER_SIMULATOR: process.env.ORDER_SIMULATOR ?? 'on',
    ORDER_SIMULATOR_STEP_MS: process.env.ORDER_SIMULATOR_STEP_MS ?? '1500',
    // One worker keeps the journeys' server small on a shared machine; cross-worker delivery is
    // proven by the API's tests (services/cross-process-fanout.test.ts, the kill -9 test).
    API_WORKERS: process.env.API_WORKERS ?? '1',
  },
});
api.on('exit', data.remove);
await waitForUrl(`${apiUrl}/health`, { child: api, timeoutMs: 300_000 });
// The storefront renders at a journey's fixed clock and passes it to the API (decision 0046).
// Each journey sends an address of its own in X-Forwarded-For (e2e/support/fixtures.ts), which the
// storefront believes for one hop, as behind a load balancer: the per-IP limits count journeys,
// not the suite (forwarded-for.spec.ts checks the default, a storefront with no proxy trusted).
const web = startWeb({
  port: webPort,
  apiUrl,
  env: { E2E_FIXTURES: 'on', WEB_TRUST_PROXY: '1' },
});
superviseChildren([api, web]);
