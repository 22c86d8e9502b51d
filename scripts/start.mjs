// `npm start`: builds the storefront and the API if they have not been built (the API also when
// its sources changed), then starts the API on its embedded PostgreSQL server (created, migrated
// and seeded on first run, kept under ./data) and the storefront.
// `npm run dev`: the same with watch mode and the Next.js dev server.
import {
  buildWeb,
  ensureApiBuilt,
  isWebBuilt,
  startApi,
  startWeb,
  superviseChildren,
  waitForUrl,
} from './lib/services.mjs';

const dev = process.argv.includes('--dev');
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const webUrl = `http://localhost:${webPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;

if (!dev && !isWebBuilt()) {
  console.log('Building the storefront (first run only)…');
  await buildWeb();
}
if (!dev) await ensureApiBuilt();

// On the embedded database this is the local demo: demo data, and the one-time codes shown in the
// sign-in dialog. Against DATABASE_URL both stay off unless asked for (SEED_DEMO, DEMO_OTP).
const localDemo = process.env.DATABASE_URL
  ? {}
  : { SEED_DEMO: process.env.SEED_DEMO ?? 'true', DEMO_OTP: process.env.DEMO_OTP ?? 'on' };
const api = startApi({
  port: apiPort,
  dataDir: process.env.DATA_DIR ?? './data',
  publicUrl: process.env.PUBLIC_URL ?? webUrl,
  // WEB_PORT=3900 must send payments back to :3900, not WEB_URL's default :3000 (issue 17 §8).
  webUrl: process.env.WEB_URL ?? webUrl,
  watch: dev,
  env: localDemo,
});
await waitForUrl(`${apiUrl}/health`, { child: api, timeoutMs: 300_000 });
const web = startWeb({ port: webPort, apiUrl, dev });
superviseChildren([api, web]);
await waitForUrl(webUrl, { child: web });
console.log(
  `\n  Storefront: ${webUrl}\n  API:        ${apiUrl}/api/v1  (docs at ${apiUrl}/api/docs)\n`,
);
