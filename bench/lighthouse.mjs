// Lighthouse (mobile settings, the npm package) against a running, built storefront: the home page,
// a store page and an item page of one module, in the installed Chromium. Prints the performance
// and accessibility scores (median of --runs) as a Markdown table for bench/RESULTS.md.
//
//   npm run build -w @marketplace/web && npm start        # or any running build
//   node bench/lighthouse.mjs --url http://127.0.0.1:3000 [--module food] [--runs 3]
//   node bench/lighthouse.mjs --start                     # starts a seeded API and the storefront
//   --with-shell adds /help-and-support (the shell without catalogue) as a reference row.
//
// The pages are rendered for a customer who has chosen a place and a module: the shell's cookies
// are sent as a header (the module's zones from the API, the seeded place Riverside Park).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import {
  ensureApiBuilt,
  isWebBuilt,
  startApi,
  startWeb,
  temporaryDataDir,
  waitForUrl,
} from '../scripts/lib/services.mjs';
import { apiPath, moduleList, popularItems, popularStores, zoneIdAt } from './contract-paths.mjs';

const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] && !process.argv[i + 1].startsWith('--')
    ? process.argv[i + 1]
    : fallback;
};
const moduleType = option('module', 'food');
const runs = Number(option('runs', 3));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const children = [];
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

let base = option('url', 'http://127.0.0.1:3000').replace(/\/+$/, '');
if (process.argv.includes('--start')) {
  if (!isWebBuilt())
    throw new Error('Build the storefront first: npm run build -w @marketplace/web');
  const webPort = 3410;
  const apiPort = 4410;
  base = `http://127.0.0.1:${webPort}`;
  await ensureApiBuilt();
  const data = temporaryDataDir('marketplace-lighthouse-');
  const api = startApi({
    port: apiPort,
    dataDir: data.dir,
    publicUrl: base,
    env: { LOG_LEVEL: 'warn', NODE_ENV: 'production', SEED_DEMO: 'true' },
  });
  children.push(api);
  api.on('exit', data.remove);
  await waitForUrl(`http://127.0.0.1:${apiPort}/health`, { child: api, timeoutMs: 300_000 });
  const web = startWeb({ port: webPort, apiUrl: `http://127.0.0.1:${apiPort}` });
  children.push(web);
  await waitForUrl(`${base}/help-and-support`, { child: web, timeoutMs: 60_000 });
}

/** The shell state of a customer at Riverside Park (West Riverton) who chose the module. */
async function customerCookies() {
  const lat = 23.7812;
  const lng = 90.3702;
  const zone = await fetch(`${base}${apiPath(zoneIdAt)}?lat=${lat}&lng=${lng}`).then((r) =>
    r.json(),
  );
  const zoneIds = JSON.parse(zone.zone_id);
  const modules = await fetch(`${base}${apiPath(moduleList)}`, {
    headers: { zoneId: JSON.stringify(zoneIds) },
  }).then((r) => r.json());
  const module = modules.find((entry) => entry.module_type === moduleType);
  if (!module) throw new Error(`No ${moduleType} module serves zones ${zone.zone_id}`);
  const location = { lat, lng, address: 'Riverside Park' };
  return {
    moduleId: module.id,
    zoneIds,
    cookie: [
      `zone_ids=${encodeURIComponent(JSON.stringify(zoneIds))}`,
      `module_id=${module.id}`,
      `location=${encodeURIComponent(JSON.stringify(location))}`,
    ].join('; '),
  };
}

async function pickPages({ moduleId, zoneIds }) {
  const headers = { moduleId: String(moduleId), zoneId: JSON.stringify(zoneIds) };
  const [stores, items] = await Promise.all([
    fetch(`${base}${apiPath(popularStores)}?type=all&offset=1&limit=1`, { headers }).then((r) =>
      r.json(),
    ),
    fetch(`${base}${apiPath(popularItems)}?offset=1&limit=1`, { headers }).then((r) => r.json()),
  ]);
  const store = stores.stores[0];
  const item = items.products[0];
  if (!store || !item) throw new Error('The module has no store or item to measure');
  return [
    { name: 'home', path: '/home' },
    {
      name: `store (${store.slug})`,
      path: `/store/${store.slug}?id=${store.id}&module_id=${moduleId}&store_zone_id=${store.zone_id}`,
    },
    { name: `item (${item.slug})`, path: `/product/${item.slug}?module_id=${moduleId}` },
    // The shell alone (no catalogue), to tell the pages' own cost from the shared one.
    ...(process.argv.includes('--with-shell')
      ? [{ name: 'shell only (/help-and-support)', path: '/help-and-support' }]
      : []),
  ];
}

/** Starts Chromium with remote debugging and resolves its DevTools port. */
function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const chrome = spawn(
    chromePath,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  children.push(chrome);
  return new Promise((resolve, reject) => {
    let output = '';
    chrome.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve({ port: Number(match[1]), chrome, profile });
    });
    chrome.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const state = await customerCookies();
const pages = await pickPages(state);
const { port, chrome, profile } = await launchChromium();
const rows = [];
try {
  for (const page of pages) {
    const scores = { performance: [], accessibility: [], lcp: [], tbt: [], cls: [] };
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${base}${page.path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: { Cookie: state.cookie },
      });
      const { categories, audits } = result.lhr;
      scores.performance.push(Math.round(categories.performance.score * 100));
      scores.accessibility.push(Math.round(categories.accessibility.score * 100));
      scores.lcp.push(audits['largest-contentful-paint'].numericValue);
      scores.tbt.push(audits['total-blocking-time'].numericValue);
      scores.cls.push(audits['cumulative-layout-shift'].numericValue);
      const failed = Object.values(audits)
        .filter(
          (audit) =>
            audit.scoreDisplayMode === 'binary' &&
            audit.score === 0 &&
            result.lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id),
        )
        .map((audit) => audit.id);
      if (failed.length > 0)
        console.error(`  ${page.name}: accessibility audits failing: ${failed.join(', ')}`);
    }
    rows.push({
      name: page.name,
      performance: median(scores.performance),
      accessibility: median(scores.accessibility),
      lcp: Math.round(median(scores.lcp)),
      tbt: Math.round(median(scores.tbt)),
      cls: median(scores.cls).toFixed(3),
      all: scores.performance.join('/'),
    });
  }
} finally {
  chrome.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(profile, { recursive: true, force: true });
}

const { version } = JSON.parse(
  readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
);
console.log(
  `\nLighthouse ${version} mobile, ${moduleType} module, median of ${runs} runs, ${base}\n`,
);
console.log('| page | performance | accessibility | LCP ms | TBT ms | CLS | performance per run |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.performance} | ${row.accessibility} | ${row.lcp} | ${row.tbt} | ${row.cls} | ${row.all} |`,
  );
}
stop();
process.exit(0);
