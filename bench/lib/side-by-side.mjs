// The bare-Node ceiling measured in the same run as the API, and the API's memory.
// `--side-by-side`: each flat-out measurement of the API is paired with a flat-out run of the
// ceiling right before it, `--rounds` times (default 3), and the reported share is the median
// of the per-pair ratios: on a shared, noisy machine the ratio of two runs seconds apart is the
// figure that means something, not either number alone.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import autocannon from 'autocannon';

export const CEILING_BODY = '{"status":"ok"}';

/** A bare Node HTTP server answering a fixed JSON body: the most any Node server can do here. */
export function startCeiling(port) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(CEILING_BODY);
  });
  server.listen(port, '127.0.0.1');
  return server;
}

export const flag = (name) => process.argv.includes(`--${name}`);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Flat-out runs of `run` (a function running one autocannon measurement of the API and
 * returning its result) each right after a flat-out run of the ceiling with the same number of
 * connections, `rounds` times. Returns the API's median req/s, the ceiling's, and the median
 * of the per-pair ratios.
 */
export async function pairedWithCeiling({ ceilingUrl, connections, duration, rounds, run }) {
  const pairs = [];
  for (let round = 0; round < rounds; round++) {
    const ceiling = await autocannon({ url: ceilingUrl, connections, duration });
    const api = await run();
    pairs.push({
      ceilingRps: ceiling.requests.average,
      apiRps: api.requests.average,
      p99: api.latency.p99,
      failures: api.non2xx + api.errors,
    });
  }
  return {
    apiRps: Math.round(median(pairs.map((p) => p.apiRps))),
    ceilingRps: Math.round(median(pairs.map((p) => p.ceilingRps))),
    ratio: median(pairs.map((p) => p.apiRps / p.ceilingRps)),
    p99: median(pairs.map((p) => p.p99)),
    failures: pairs.reduce((sum, p) => sum + p.failures, 0),
  };
}

/** "0.83 %": a share of the ceiling, two decimals (the targets are around 1 %). */
export const percent = (ratio) => `${(ratio * 100).toFixed(2)} %`;

/** A process and each of its descendants (the API's workers, the embedded PostgreSQL), Linux. */
function processTree(rootPid) {
  const pids = [rootPid];
  for (let i = 0; i < pids.length; i++) {
    try {
      const children = execFileSync('pgrep', ['-P', String(pids[i])], { encoding: 'utf8' });
      pids.push(...children.split('\n').filter(Boolean).map(Number));
    } catch {
      // pgrep exits 1 when a process has no children
    }
  }
  return pids;
}

/** Resident memory (MB) of a process and each of its descendants (the API's workers), Linux. */
export function residentMemory(rootPid) {
  return processTree(rootPid).flatMap((pid) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const name = /^Name:\s+(.+)$/m.exec(status)?.[1] ?? '?';
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      return [{ pid, name, mb: Math.round(kb / 1024) }];
    } catch {
      return [];
    }
  });
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/**
 * CPU milliseconds used so far by a process tree, split into Node (the API) and PostgreSQL (the
 * embedded server and its backends; backends that exited count in their parent's reaped time).
 * Read before and after a run: on a shared machine the CPU a request costs varies much less than
 * its wall-clock latency. Linux.
 */
export function cpuMilliseconds(rootPid) {
  const used = { node: 0, postgres: 0 };
  for (const pid of processTree(rootPid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      // Fields after the name: utime, stime, cutime, cstime are the 12th to 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
      used[name.startsWith('node') ? 'node' : 'postgres'] += (ticks * 1000) / TICKS_PER_SECOND;
    } catch {
      // the process ended between the listing and the read
    }
  }
  return used;
}

/** One line for RESULTS.md: the node processes of the API (primary and workers) by RSS. */
export function describeMemory(rootPid) {
  const node = residentMemory(rootPid).filter((p) => p.name.startsWith('node'));
  return node.map((p) => `${p.pid}: ${p.mb} MB`).join(', ');
}
