// `node bench/catalog.mjs`: measures the catalogue's hot reads (item details, a store list, item
// search) with autocannon on the demo data and on a catalogue of `--scale` generated items, at the
// budget's fixed rate (200 requests/s) and flat out, next to a bare Node HTTP server answering a
// fixed JSON body (the ceiling). Prints a Markdown table to paste into bench/RESULTS.md.
// The same URL again and again is served by the API's few-second read cache; the "random" rows
// spread requests over 2,000 items or over misspelt words, so most of them reach the database.
// Options: --duration <seconds per run> (default 10), --rate <requests/s> (default 200),
// --scale <generated items> (default 100000; 0 skips the scaled run), --port <first of two
// ports> (default 4310), --uncached (CATALOG_READ_CACHE=off: every request reads the database),
// --side-by-side [--rounds 3] (each flat-out run paired with a ceiling run: lib/side-by-side.mjs).
import { once } from 'node:events';
import autocannon from 'autocannon';
import {
  ensureApiBuilt,
  startApi,
  temporaryDataDir,
  waitForUrl,
} from '../scripts/lib/services.mjs';
import {
  apiPath,
  itemDetails,
  itemSearch,
  latestItems,
  popularItems,
  popularStores,
} from './contract-paths.mjs';
import { numberArg, seedScaled } from './lib/scaled-catalogue.mjs';
import {
  describeMemory,
  flag,
  pairedWithCeiling,
  percent,
  startCeiling,
} from './lib/side-by-side.mjs';

const duration = numberArg('duration', 10);
const rate = numberArg('rate', 200);
const scale = numberArg('scale', 100_000);
const apiPort = numberArg('port', 4310);
const ceilingPort = apiPort + 1;
const sideBySide = flag('side-by-side');
const rounds = numberArg('rounds', 3);
const api = `http://127.0.0.1:${apiPort}`;
const ceilingUrl = `http://127.0.0.1:${ceilingPort}/`;
const apiEnv = {
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  RATE_LIMIT_MAX: '0',
  SEED_DEMO: 'true',
  ...(flag('uncached') ? { CATALOG_READ_CACHE: 'off' } : {}),
};

/** A customer in Riverton browsing the food module (the demo seed's first module). */
const headers = {
  moduleId: '1',
  zoneId: '[1,2]',
  latitude: '23.7806',
  longitude: '90.4005',
  'X-localization': 'en',
};

async function measure(name, url, requestHeaders, nextPath) {
  const check = await fetch(url, { headers: requestHeaders });
  if (!check.ok) throw new Error(`${name} answered ${check.status}`);
  const options = { url, headers: requestHeaders, duration };
  if (nextPath) options.requests = [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }];
  // Warm-up so the measured runs do not pay for JIT compilation and cold caches.
  await autocannon({ ...options, duration: 3, connections: 10 });
  const fixed = await autocannon({ ...options, connections: 10, overallRate: rate });
  if (sideBySide && url !== ceilingUrl) {
    const paired = await pairedWithCeiling({
      ceilingUrl,
      connections: 20,
      duration,
      rounds,
      run: () => autocannon({ ...options, connections: 20 }),
    });
    return {
      name,
      p50: fixed.latency.p50,
      p99: fixed.latency.p99,
      failures: fixed.non2xx + fixed.errors + paired.failures,
      maxRps: paired.apiRps,
      ceilingRps: paired.ceilingRps,
      ratio: paired.ratio,
      p99AtMax: paired.p99,
    };
  }
  const flat = await autocannon({ ...options, connections: 20 });
  return {
    name,
    p50: fixed.latency.p50,
    p99: fixed.latency.p99,
    failures: fixed.non2xx + fixed.errors + flat.non2xx + flat.errors,
    maxRps: Math.round(flat.requests.average),
    p99AtMax: flat.latency.p99,
  };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const SEARCH_WORDS = [
  'chicken',
  'pizza',
  'burger',
  'biryani',
  'noodles',
  'tacos',
  'sushi',
  'curry',
  'paneer',
  'wrap',
  'ramen',
  'pasta',
  'falafel',
  'dumplings',
  'pancakes',
  'kebab',
  'shrimp',
  'tofu',
  'lamb',
  'quesadilla',
  'sandwich',
  'wings',
  'salad',
  'garlic',
  'honey',
  'spicy',
  'creamy',
  'lemon',
];

/** A word with one letter dropped, as customers type them: 'chiken', 'piza', 'burgr'... */
function misspelt() {
  const word = pick(SEARCH_WORDS);
  const at = 1 + Math.floor(Math.random() * (word.length - 1));
  return word.slice(0, at) + word.slice(at + 1);
}

/** Ids of up to 2,000 listed items of the module, read from the running API. */
async function itemIds() {
  const ids = [];
  for (let page = 1; page <= 20; page++) {
    const response = await fetch(`${api}${apiPath(latestItems)}?limit=100&offset=${page}`, {
      headers,
    });
    const { products } = await response.json();
    ids.push(...products.map((p) => p.id));
    if (products.length < 100) break;
  }
  if (ids.length === 0) throw new Error('no items to measure');
  return ids;
}

/** [name, url, next path for varied requests or undefined]. */
async function catalogTargets() {
  const ids = await itemIds();
  return [
    ['GET /items/details/{id}, one item', `${api}${apiPath(itemDetails, { id: ids[0] })}`],
    [
      `GET /items/details/{id}, random of ${ids.length}`,
      `${api}${apiPath(itemDetails, { id: ids[0] })}`,
      () => apiPath(itemDetails, { id: pick(ids) }),
    ],
    ['GET /stores/popular?limit=12', `${api}${apiPath(popularStores)}?type=all&offset=1&limit=12`],
    ['GET /items/popular?limit=12', `${api}${apiPath(popularItems)}?offset=1&limit=12`],
    [
      'GET /items/popular?limit=12, random page of 1-40',
      `${api}${apiPath(popularItems)}?offset=1&limit=12`,
      () => `${apiPath(popularItems)}?offset=${1 + Math.floor(Math.random() * 40)}&limit=12`,
    ],
    ['GET /items/search?name=chiken', `${api}${apiPath(itemSearch)}?name=chiken`],
    [
      'GET /items/search, random misspelt word',
      `${api}${apiPath(itemSearch)}?name=chiken`,
      () => `${apiPath(itemSearch)}?name=${misspelt()}`,
    ],
  ];
}

/** Starts the API on `dataDir`, measures the targets, stops it. */
async function measureDataset(label, dataDir) {
  const child = startApi({ port: apiPort, dataDir, publicUrl: api, env: apiEnv });
  try {
    await waitForUrl(`${api}/health`, { child, timeoutMs: 600_000 });
    const results = [];
    for (const [name, url, nextPath] of await catalogTargets()) {
      results.push({ dataset: label, ...(await measure(name, url, headers, nextPath)) });
    }
    console.log(
      `API resident memory after the ${label} runs (pid: RSS): ${describeMemory(child.pid)}`,
    );
    return results;
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

const ceiling = startCeiling(ceilingPort);

await ensureApiBuilt();
const dirs = [];
const tempDir = () => {
  const data = temporaryDataDir('marketplace-bench-catalog-');
  dirs.push(data);
  return data.dir;
};
try {
  const results = [
    {
      dataset: '—',
      ...(await measure('bare Node, fixed JSON (ceiling)', ceilingUrl)),
    },
  ];
  results.push(...(await measureDataset('demo', tempDir())));
  if (scale > 0) {
    const dataDir = tempDir();
    await seedScaled(dataDir, scale);
    results.push(...(await measureDataset(`demo + ${scale} items`, dataDir)));
  }
  const ceilingRps = results[0].maxRps;
  console.log(
    `\n| data | endpoint | p50 ms @${rate}/s | p99 ms @${rate}/s | max req/s (20 conns) | ${sideBySide ? 'ceiling req/s (paired) | ' : ''}share of ceiling | p99 ms at max | failures |`,
  );
  console.log(`|---|---|---|---|---|${sideBySide ? '---|' : ''}---|---|---|`);
  for (const r of results) {
    const paired = sideBySide ? `${r.ceilingRps ?? r.maxRps} | ` : '';
    const share = percent(r.ratio ?? r.maxRps / ceilingRps);
    console.log(
      `| ${r.dataset} | ${r.name} | ${r.p50} | ${r.p99} | ${r.maxRps} | ${paired}${share} | ${r.p99AtMax} | ${r.failures} |`,
    );
  }
} finally {
  ceiling.close();
  for (const data of dirs) data.remove();
}
