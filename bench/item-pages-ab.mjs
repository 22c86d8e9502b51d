// `node bench/item-pages-ab.mjs --base <checkout>`: GET /items/popular on two builds of the API,
// A (the other checkout's built API, e.g. main) and B (this checkout's), back to back on the
// same database, alternating which goes first, `--rounds` times; prints B ÷ A per round and the
// median. Measured per build: a random page of 1-40 (shallow) and page `--deep-page` right after
// page N - 1 was read (deep: seeks where the build does). Each build runs as in
// bench/deep-page.mjs: a fresh API per measurement, one worker, CATALOG_READ_CACHE=off.
// Options: --base <checkout with apps/api/dist built> (default: this one), --base-env and --env
// KEY=VALUE,... (extra API env for A and B: the same build can be compared with itself),
// --data <folder> (keep the seeded database there and reuse it on the next run),
// --deep-page (default 400), --limit (12), --scale (default 50000), --rounds (3), --duration
// <seconds per run> (5), --connections (10), --port (default 4340).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import {
  ensureApiBuilt,
  repoRoot,
  startApi,
  temporaryDataDir,
  waitForUrl,
} from '../scripts/lib/services.mjs';
import { apiPath, popularItems } from './contract-paths.mjs';
import { numberArg, seedScaled } from './lib/scaled-catalogue.mjs';

const textArg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const envArg = (name) =>
  Object.fromEntries(
    (textArg(name, '') || '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  );
const base = resolve(textArg('base', repoRoot));
const deepPage = numberArg('deep-page', 400);
const limit = numberArg('limit', 12);
const scale = numberArg('scale', 50_000);
const rounds = numberArg('rounds', 3);
const duration = numberArg('duration', 5);
const connections = numberArg('connections', 10);
const port = numberArg('port', 4340);
const api = `http://127.0.0.1:${port}`;
const apiEnv = {
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  RATE_LIMIT_MAX: '0',
  SEED_DEMO: 'true',
  CATALOG_READ_CACHE: 'off',
  API_WORKERS: '1',
};
const headers = { moduleId: '1', zoneId: '[1,2]', 'X-localization': 'en' };
const pagePath = (page) => `${apiPath(popularItems)}?offset=${page}&limit=${limit}`;
const randomShallowPath = () => pagePath(1 + Math.floor(Math.random() * 40));

const builds = {
  A: (dataDir) =>
    spawn(process.execPath, [join(base, 'apps/api/dist/server.mjs')], {
      cwd: base,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...apiEnv,
        ...envArg('base-env'),
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: api,
      },
    }),
  B: (dataDir) => startApi({ port, dataDir, publicUrl: api, env: { ...apiEnv, ...envArg('env') } }),
};

/**
 * CPU seconds used so far by `root` and its descendants (the API's workers and its embedded
 * PostgreSQL server with its backends): on a loaded machine, CPU per request is steadier than
 * requests per second.
 */
function treeCpuSeconds(root) {
  const procs = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: +fields[11] + +fields[12] });
    } catch {}
  }
  const inTree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of procs) {
      if (!inTree.has(p.pid) && inTree.has(p.ppid)) {
        inTree.add(p.pid);
        grew = true;
      }
    }
  }
  return procs.filter((p) => inTree.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0) / 100;
}

let apiPid = 0;
async function withApi(build, dataDir, work) {
  const child = builds[build](dataDir);
  apiPid = child.pid;
  try {
    await waitForUrl(`${api}/health`, { child, timeoutMs: 600_000 });
    return await work();
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

async function pageIds(page) {
  const response = await fetch(`${api}${pagePath(page)}`, { headers });
  if (!response.ok) throw new Error(`page ${page} answered ${response.status}`);
  return (await response.json()).products.map((card) => card.id);
}

async function flatOut(path, nextPath) {
  const options = { url: `${api}${path}`, headers, connections };
  if (nextPath) options.requests = [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }];
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = treeCpuSeconds(apiPid);
  const run = await autocannon({ ...options, duration });
  const cpu = treeCpuSeconds(apiPid) - cpuBefore;
  if (run.non2xx || run.errors) throw new Error(`${path}: ${run.non2xx} non-2xx, ${run.errors}`);
  return { rps: run.requests.average, cpuMs: (cpu * 1000) / run.requests.total };
}

const measures = {
  shallow: () => flatOut(pagePath(1), randomShallowPath),
  deep: async () => {
    await pageIds(deepPage - 1);
    const run = await flatOut(pagePath(deepPage));
    return { ...run, ids: await pageIds(deepPage) };
  },
};

await ensureApiBuilt();
const kept = textArg('data', undefined);
const data = kept
  ? { dir: resolve(kept), remove: () => {} }
  : temporaryDataDir('marketplace-bench-item-pages-ab-');
try {
  if (!existsSync(join(data.dir, 'postgres'))) {
    await withApi('B', data.dir, async () => {});
    await seedScaled(data.dir, scale);
  }
  const results = [];
  for (let round = 1; round <= rounds; round += 1) {
    const order = round % 2 ? ['A', 'B'] : ['B', 'A'];
    const r = { round, first: order[0] };
    for (const build of order) {
      r[`${build}shallow`] = await withApi(build, data.dir, measures.shallow);
      const deep = await withApi(build, data.dir, measures.deep);
      r[`${build}deep`] = deep;
      r[`${build}ids`] = JSON.stringify(deep.ids);
    }
    if (r.Aids !== r.Bids) throw new Error(`page ${deepPage} differs: A ${r.Aids}, B ${r.Bids}`);
    results.push(r);
  }
  const f = (n) => n.toFixed(1);
  const x = (b, a) => `${(b / a).toFixed(2)}×`;
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`\nA = ${base} ${textArg('base-env', '')}; B = ${repoRoot} ${textArg('env', '')}`);
  console.log(
    `GET /items/popular, limit ${limit}, flat out, ${connections} connections, ${duration} s, one worker, read cache off; CPU ms per request of the API and its PostgreSQL:\n`,
  );
  console.log(
    `| round | first | random 1-40 req/s A / B | B ÷ A | CPU ms A / B | B ÷ A | page ${deepPage} req/s A / B | B ÷ A | CPU ms A / B | B ÷ A |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const { round, first, Ashallow: as, Bshallow: bs, Adeep: ad, Bdeep: bd } of results) {
    console.log(
      `| ${round} | ${first} | ${f(as.rps)} / ${f(bs.rps)} | ${x(bs.rps, as.rps)} | ${as.cpuMs.toFixed(2)} / ${bs.cpuMs.toFixed(2)} | ${x(bs.cpuMs, as.cpuMs)} | ${f(ad.rps)} / ${f(bd.rps)} | ${x(bd.rps, ad.rps)} | ${ad.cpuMs.toFixed(2)} / ${bd.cpuMs.toFixed(2)} | ${x(bd.cpuMs, ad.cpuMs)} |`,
    );
  }
  const med = (pick) => median(results.map(pick)).toFixed(2);
  console.log(
    `\nMedian B ÷ A: random page 1-40 ${med((r) => r.Bshallow.rps / r.Ashallow.rps)}× req/s, ${med((r) => r.Bshallow.cpuMs / r.Ashallow.cpuMs)}× CPU per request; page ${deepPage} ${med((r) => r.Bdeep.rps / r.Adeep.rps)}× req/s, ${med((r) => r.Bdeep.cpuMs / r.Adeep.cpuMs)}× CPU per request`,
  );
} finally {
  data.remove();
}
