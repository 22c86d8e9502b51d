// `node bench/deep-page.mjs`: a deep page of GET /items/popular read by OFFSET against the same
// page read by keyset (decision 0045), in the same run and the same API process, as a ratio.
// The API (one worker, CATALOG_READ_CACHE=off) reads page N by offset while it knows no sort
// key in the 50 pages before it; once page N - 1 has been read, page N seeks from its last key.
// So each round starts a fresh API, measures page N unprimed (offset), reads page N - 1 once,
// measures page N again (keyset), and checks that both answered the same items.
// Options: --deep-page <N> (default 400), --limit <page size> (default 12), --scale <generated
// items on top of the demo seed> (default 50000: about 18,000 food items), --rounds (default 3),
// --duration <seconds per run> (default 5), --connections (default 10), --port (default 4330).
import { once } from 'node:events';
import autocannon from 'autocannon';
import {
  ensureApiBuilt,
  startApi,
  temporaryDataDir,
  waitForUrl,
} from '../scripts/lib/services.mjs';
import { apiPath, popularItems } from './contract-paths.mjs';
import { numberArg, seedScaled } from './lib/scaled-catalogue.mjs';

const deepPage = numberArg('deep-page', 400);
const limit = numberArg('limit', 12);
const scale = numberArg('scale', 50_000);
const rounds = numberArg('rounds', 3);
const duration = numberArg('duration', 5);
const connections = numberArg('connections', 10);
const port = numberArg('port', 4330);
const api = `http://127.0.0.1:${port}`;
const apiEnv = {
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  RATE_LIMIT_MAX: '0',
  SEED_DEMO: 'true',
  CATALOG_READ_CACHE: 'off',
  // One worker: the remembered keys are per worker, and both reads share it.
  API_WORKERS: '1',
};
/** A customer in Riverton browsing the food module (as bench/catalog.mjs). */
const headers = { moduleId: '1', zoneId: '[1,2]', 'X-localization': 'en' };
const pageUrl = (page) => `${api}${apiPath(popularItems)}?offset=${page}&limit=${limit}`;

async function pageIds(page) {
  const response = await fetch(pageUrl(page), { headers });
  if (!response.ok) throw new Error(`page ${page} answered ${response.status}`);
  const body = await response.json();
  if (body.total_size < deepPage * limit) {
    throw new Error(`the list has ${body.total_size} items, fewer than page ${deepPage} needs`);
  }
  return body.products.map((card) => card.id);
}

async function flatOut(url) {
  await autocannon({ url, headers, connections, duration: 2 });
  const run = await autocannon({ url, headers, connections, duration });
  if (run.non2xx || run.errors)
    throw new Error(`${url}: ${run.non2xx} non-2xx, ${run.errors} errors`);
  return { rps: run.requests.average, p50: run.latency.p50, p99: run.latency.p99 };
}

/** Runs `work` against a freshly started API on `dataDir`, then stops it. */
async function withApi(dataDir, work) {
  const child = startApi({ port, dataDir, publicUrl: api, env: apiEnv });
  try {
    await waitForUrl(`${api}/health`, { child, timeoutMs: 600_000 });
    return await work();
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

await ensureApiBuilt();
const data = temporaryDataDir('marketplace-bench-deep-page-');
try {
  // The first start creates, migrates and seeds the demo catalogue; then the scaled items.
  await withApi(data.dir, async () => {});
  await seedScaled(data.dir, scale);
  const results = [];
  for (let round = 1; round <= rounds; round += 1) {
    results.push(
      await withApi(data.dir, async () => {
        const byOffsetIds = await pageIds(deepPage);
        const offset = await flatOut(pageUrl(deepPage));
        await pageIds(deepPage - 1);
        const keyset = await flatOut(pageUrl(deepPage));
        const byKeysetIds = await pageIds(deepPage);
        if (JSON.stringify(byKeysetIds) !== JSON.stringify(byOffsetIds)) {
          throw new Error(
            `page ${deepPage} differs: ${byOffsetIds} by offset, ${byKeysetIds} by keyset`,
          );
        }
        return { round, offset, keyset };
      }),
    );
  }
  const f = (n) => n.toFixed(1);
  console.log(
    `\nGET /items/popular?offset=${deepPage}&limit=${limit}, flat out, ${connections} connections, ${duration} s, one worker, read cache off:\n`,
  );
  console.log(
    '| round | offset req/s | p50 / p99 ms | keyset req/s | p50 / p99 ms | keyset ÷ offset req/s |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const { round, offset, keyset } of results) {
    console.log(
      `| ${round} | ${f(offset.rps)} | ${offset.p50} / ${offset.p99} | ${f(keyset.rps)} | ${keyset.p50} / ${keyset.p99} | ${(keyset.rps / offset.rps).toFixed(2)}× |`,
    );
  }
  const ratios = results.map(({ offset, keyset }) => keyset.rps / offset.rps).sort((a, b) => a - b);
  console.log(`\nMedian keyset ÷ offset: ${ratios[Math.floor(ratios.length / 2)].toFixed(2)}×`);
} finally {
  data.remove();
}
