// `npm run bench`: starts the API on a freshly seeded embedded database and measures the
// foundation's read endpoints with autocannon, at the budget's fixed rate (200 requests/s) and
// flat out. Prints a Markdown table to paste into bench/RESULTS.md.
// Options: --duration <seconds per run> (default 15), --rate <requests/s> (default 200).
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startApi, waitForUrl } from '../scripts/lib/services.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 15);
const rate = arg('rate', 200);
const port = 4300;
const base = `http://127.0.0.1:${port}`;

const targets = [
  { name: 'GET /config', path: '/api/v1/config' },
  { name: 'GET /module', path: '/api/v1/module', headers: { zoneId: '[1]' } },
  { name: 'GET /config/get-zone-id', path: '/api/v1/config/get-zone-id?lat=23.7806&lng=90.4070' },
];

const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-'));
const api = startApi({
  port,
  dataDir,
  publicUrl: base,
  env: { LOG_LEVEL: 'warn', NODE_ENV: 'production' },
});
try {
  await waitForUrl(`${base}/health`, { child: api, timeoutMs: 300_000 });
  const rows = [];
  for (const target of targets) {
    const check = await fetch(base + target.path, { headers: target.headers });
    if (!check.ok) throw new Error(`${target.name} answered ${check.status}`);
    // Warm-up so the first measured request does not pay for JIT and caches.
    await autocannon({ url: base + target.path, headers: target.headers, duration: 3, connections: 10 });
    const fixed = await autocannon({
      url: base + target.path,
      headers: target.headers,
      duration,
      connections: 10,
      overallRate: rate,
    });
    const flat = await autocannon({
      url: base + target.path,
      headers: target.headers,
      duration,
      connections: 20,
    });
    rows.push(
      `| ${target.name} | ${fixed.latency.p50} | ${fixed.latency.p99} | ${fixed.non2xx + fixed.errors} | ${Math.round(flat.requests.average)} | ${flat.latency.p99} |`,
    );
  }
  console.log(`\n| endpoint | p50 ms @${rate}/s | p99 ms @${rate}/s | errors | max req/s (20 conns) | p99 ms at max |`);
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  api.kill('SIGTERM');
  await once(api, 'exit');
  rmSync(dataDir, { recursive: true, force: true });
}
