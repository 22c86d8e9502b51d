// `node bench/cart.mjs`: measures the normal cart's write and read with autocannon on the demo
// data: POST /customer/cart/add (each request a new guest adding one line, so every request
// takes the owner lock, checks the item and the store rule, prices and inserts) and
// GET /customer/cart/list (a guest with three lines, priced on every read). At the budget's fixed
// rate and flat out, next to a bare Node HTTP server answering a fixed JSON body (the ceiling).
// Prints a Markdown table to paste into bench/RESULTS.md.
// Options: --duration <seconds of the fixed-rate run> (default 10), --rate <requests/s>
// (default 200), --amount <requests of the flat-out run> (default 4000), --postgres <URL of an
// empty database> to measure on that PostgreSQL instead of the embedded server, --port <first
// of two ports> (default 4320), --side-by-side [--rounds 3] (each flat-out run paired with a
// ceiling run: lib/side-by-side.mjs). Also prints the CPU time the API's processes and the
// embedded PostgreSQL's spent per add (from /proc, Linux), steadier than latency on a shared
// machine; with --postgres only the API's figure means something. --help prints this.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import {
  ensureApiBuilt,
  startApi,
  temporaryDataDir,
  waitForUrl,
} from '../scripts/lib/services.mjs';
import { apiPath, cartAdd, cartList, guestRequest, latestItems } from './contract-paths.mjs';
import {
  cpuMilliseconds,
  describeMemory,
  flag,
  pairedWithCeiling,
  percent,
  startCeiling,
} from './lib/side-by-side.mjs';

if (flag('help')) {
  // The comment at the top of this file, which lists the options; no run.
  const source = readFileSync(new URL(import.meta.url), 'utf8');
  console.log(source.slice(0, source.indexOf('\nimport ')).replaceAll(/^\/\/ ?/gm, ''));
  process.exit(0);
}

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 10);
const rate = arg('rate', 200);
const amount = arg('amount', 4000);
const postgresIndex = process.argv.indexOf('--postgres');
const databaseUrl = postgresIndex > 0 ? process.argv[postgresIndex + 1] : undefined;
const warmUp = 500;
const apiPort = arg('port', 4320);
const ceilingPort = apiPort + 1;
const sideBySide = flag('side-by-side');
const rounds = sideBySide ? arg('rounds', 3) : 1;
const ceilingUrl = `http://127.0.0.1:${ceilingPort}/`;
const api = `http://127.0.0.1:${apiPort}`;
const apiEnv = {
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  RATE_LIMIT_MAX: '0',
  SEED_DEMO: 'true',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
const headers = {
  'content-type': 'application/json',
  moduleId: '1',
  zoneId: '[1,2]',
  'X-localization': 'en',
};

async function newGuest() {
  const response = await fetch(`${api}${apiPath(guestRequest)}`, { method: 'POST' });
  const { guest_id: guestId } = await response.json();
  if (!guestId) throw new Error(`guest/request answered ${response.status}`);
  return guestId;
}

/** Items of one store without choices: addable with an empty variation. */
async function plainItems() {
  const response = await fetch(`${api}${apiPath(latestItems)}?limit=100&offset=1`, { headers });
  const { products } = await response.json();
  // Cards say has_choices when the item has variations or food variations to choose.
  const plain = products.filter((item) => item.is_available_now && !item.has_choices);
  const byStore = new Map();
  for (const item of plain)
    byStore.set(item.store_id, [...(byStore.get(item.store_id) ?? []), item]);
  const sameStore = [...byStore.values()].find((list) => list.length >= 3);
  if (!sameStore) throw new Error('the demo seed has no store with three plain items');
  return sameStore;
}

function addBody(guestId, itemId) {
  return JSON.stringify({ guest_id: guestId, item_id: itemId, quantity: 1, variation: [] });
}

/** The flat-out figures: one run, or with --side-by-side runs paired with the ceiling. */
async function flatOut(options) {
  if (!sideBySide) return autocannon({ ...options, connections: 20 });
  let total = 0;
  const paired = await pairedWithCeiling({
    ceilingUrl,
    connections: 20,
    duration,
    rounds,
    run: async () => {
      const result = await autocannon({ ...options, connections: 20 });
      total += result.requests.total;
      return result;
    },
  });
  return {
    requests: { average: paired.apiRps, total },
    latency: { p99: paired.p99 },
    non2xx: paired.failures,
    errors: 0,
    ceilingRps: paired.ceilingRps,
    ratio: paired.ratio,
  };
}

function summarise(name, fixed, flat) {
  return {
    ceilingRps: flat.ceilingRps,
    ratio: flat.ratio,
    name,
    p50: fixed.latency.p50,
    p99: fixed.latency.p99,
    failures: fixed.non2xx + fixed.errors + flat.non2xx + flat.errors,
    maxRps: Math.round(flat.requests.average),
    p99AtMax: flat.latency.p99,
  };
}

/** Each request adds to a guest created beforehand, one guest per request. */
async function measureAdd(itemId) {
  const guests = [];
  const needed = rate * duration + amount * rounds + warmUp + 100;
  for (let i = 0; i < needed; i++) guests.push(await newGuest());
  const bodies = guests.map((guest) => addBody(guest, itemId));
  let next = 0;
  const requests = [{ setupRequest: (req) => ({ ...req, body: bodies[next++] }) }];
  const options = { url: `${api}${apiPath(cartAdd)}`, method: 'POST', headers, requests };
  await autocannon({ ...options, amount: warmUp, connections: 10 });
  const before = cpuMilliseconds(child.pid);
  const fixed = await autocannon({ ...options, duration, connections: 10, overallRate: rate });
  const flat = await flatOut({ ...options, amount });
  const after = cpuMilliseconds(child.pid);
  const adds = fixed.requests.total + flat.requests.total;
  addCpu = {
    adds,
    node: (after.node - before.node) / adds,
    postgres: (after.postgres - before.postgres) / adds,
  };
  return summarise('POST /customer/cart/add (new line)', fixed, flat);
}

/** One guest with three lines; the list is priced from the items on every read. */
async function measureList(items) {
  const guest = await newGuest();
  for (const item of items.slice(0, 3)) {
    const response = await fetch(`${api}${apiPath(cartAdd)}`, {
      method: 'POST',
      headers,
      body: addBody(guest, item.id),
    });
    if (!response.ok) throw new Error(`add answered ${response.status}`);
  }
  const options = { url: `${api}${apiPath(cartList)}?guest_id=${guest}`, headers };
  await autocannon({ ...options, duration: 3, connections: 10 });
  const fixed = await autocannon({ ...options, duration, connections: 10, overallRate: rate });
  const flat = await flatOut({ ...options, duration });
  return summarise('GET /customer/cart/list (3 lines)', fixed, flat);
}

async function measureCeiling() {
  const options = { url: ceilingUrl };
  const fixed = await autocannon({ ...options, duration, connections: 10, overallRate: rate });
  const flat = await autocannon({ ...options, duration, connections: 20 });
  return summarise('bare Node, fixed JSON (ceiling)', fixed, flat);
}

const ceiling = startCeiling(ceilingPort);
await ensureApiBuilt();
const data = temporaryDataDir('marketplace-bench-cart-');
let addCpu;
const child = startApi({ port: apiPort, dataDir: data.dir, publicUrl: api, env: apiEnv });
try {
  await waitForUrl(`${api}/health`, { child, timeoutMs: 600_000 });
  const items = await plainItems();
  const results = [await measureCeiling(), await measureAdd(items[0].id), await measureList(items)];
  const top = results[0].maxRps;
  console.log(
    `| endpoint | p50 ms @${rate}/s | p99 ms @${rate}/s | max req/s (20 conns) | ${sideBySide ? 'ceiling req/s (paired) | ' : ''}share of ceiling | p99 ms at max | failures |`,
  );
  console.log(`|---|---|---|---|---|${sideBySide ? '---|' : ''}---|---|---|`);
  for (const r of results) {
    const paired = sideBySide ? `${r.ceilingRps ?? r.maxRps} | ` : '';
    const share = percent(r.ratio ?? r.maxRps / top);
    console.log(
      `| ${r.name} | ${r.p50} | ${r.p99} | ${r.maxRps} | ${paired}${share} | ${r.p99AtMax} | ${r.failures} |`,
    );
  }
  console.log(
    `\nCPU per add (${addCpu.adds} adds after the warm-up): API ${addCpu.node.toFixed(2)} ms, PostgreSQL ${addCpu.postgres.toFixed(2)} ms`,
  );
  console.log(`\nAPI resident memory after the runs (pid: RSS): ${describeMemory(child.pid)}`);
} finally {
  child.kill('SIGTERM');
  await once(child, 'exit');
  ceiling.close();
  data.remove();
}
