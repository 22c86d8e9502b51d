// `npm run bench`: starts the API on a freshly seeded embedded database and measures the
// foundation's read endpoints with autocannon, at the budget's fixed rate (200 requests/s) and
// flat out, next to a bare Node HTTP server answering a fixed JSON body (the ceiling).
// Prints a Markdown table to paste into bench/RESULTS.md.
// Options: --duration <seconds per run> (default 15), --rate <requests/s> (default 200).
import { once } from 'node:events';
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import {
  ensureApiBuilt,
  startApi,
  temporaryDataDir,
  waitForUrl,
} from '../scripts/lib/services.mjs';
import { apiPath, businessConfig, moduleList, zoneIdAt } from './contract-paths.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 15);
const rate = arg('rate', 200);
const apiPort = 4300;
const ceilingPort = 4301;
const api = `http://127.0.0.1:${apiPort}`;

const targets = [
  { name: 'bare Node, fixed JSON (ceiling)', url: `http://127.0.0.1:${ceilingPort}/` },
  { name: 'GET /config', url: `${api}${apiPath(businessConfig)}` },
  {
    name: 'GET /module (zoneId [1])',
    url: `${api}${apiPath(moduleList)}`,
    headers: { zoneId: '[1]' },
  },
  {
    name: 'GET /config/get-zone-id',
    url: `${api}${apiPath(zoneIdAt)}?lat=23.7806&lng=90.4005`,
  },
];

async function measure(target) {
  const check = await fetch(target.url, { headers: target.headers });
  if (!check.ok) throw new Error(`${target.name} answered ${check.status}`);
  const options = { url: target.url, headers: target.headers, duration };
  // Warm-up so the measured runs do not pay for JIT compilation and cold caches.
  await autocannon({ ...options, duration: 3, connections: 10 });
  const fixed = await autocannon({ ...options, connections: 10, overallRate: rate });
  const flat = await autocannon({ ...options, connections: 20 });
  return {
    name: target.name,
    p50: fixed.latency.p50,
    p99: fixed.latency.p99,
    failures: fixed.non2xx + fixed.errors + flat.non2xx + flat.errors,
    maxRps: Math.round(flat.requests.average),
    p99AtMax: flat.latency.p99,
  };
}

const ceiling = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"status":"ok"}');
});
ceiling.listen(ceilingPort, '127.0.0.1');

await ensureApiBuilt();
const data = temporaryDataDir('marketplace-bench-');
const child = startApi({
  port: apiPort,
  dataDir: data.dir,
  publicUrl: api,
  env: { LOG_LEVEL: 'warn', NODE_ENV: 'production', RATE_LIMIT_MAX: '0', SEED_DEMO: 'true' },
});
try {
  await waitForUrl(`${api}/health`, { child, timeoutMs: 300_000 });
  const results = [];
  for (const target of targets) results.push(await measure(target));
  const ceilingRps = results[0].maxRps;
  console.log(
    `\n| endpoint | p50 ms @${rate}/s | p99 ms @${rate}/s | max req/s (20 conns) | share of ceiling | p99 ms at max | failures |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    const share = `${Math.round((r.maxRps / ceilingRps) * 100)} %`;
    console.log(
      `| ${r.name} | ${r.p50} | ${r.p99} | ${r.maxRps} | ${share} | ${r.p99AtMax} | ${r.failures} |`,
    );
  }
} finally {
  child.kill('SIGTERM');
  ceiling.close();
  await once(child, 'exit');
  data.remove();
}
