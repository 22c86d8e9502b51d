// `node bench/orders.mjs`: order placement throughput on PostgreSQL with several API processes,
// and a count of lost and duplicated orders (expected: none).
// Creates a throwaway database, lets one API process migrate it and seed the demo data, then
// starts `--processes` API processes on it and places Buy Now, take-away, cash-on-delivery orders
// for guests across them round-robin: first at a fixed rate (new orders/s, open loop), then flat
// out with `--connections` orders in flight. The lines are grocery items (stock-tracked) whose
// stock is set to 1,000,000 so it never ends the run; every order takes the item's row lock.
// Every order carries its own Idempotency-Key; `--retry-share` of them are sent twice with the
// same key and guest to two different processes (alternately both at once, and the second after
// the first answered), as a client retrying would. Afterwards the database is compared with what
// the client was told: an order answered 2xx but missing is lost; more than one order for a key,
// or two different order ids answered for one key, is duplicated; each item's final stock must
// be its initial stock less the quantities of its order lines. Prints a Markdown table to paste
// into bench/RESULTS.md; drops the database and stops the processes at the end (also on failure).
// Options: --processes <API processes> (default 3), --duration <seconds of each measured run>
// (default 10), --rate <new orders/s in the fixed-rate run> (default 100), --connections
// <orders in flight flat out> (default 30), --retry-share (default 0.1), --items <grocery items
// ordered, spread round-robin> (default 4), --guests (default 300), --warm-up <orders placed
// before measuring, flat out> (default 300), --admin-url <PostgreSQL URL allowed to
// CREATE DATABASE> (default postgres://postgres@127.0.0.1:5432/postgres), --port <first port: the
// seeding process, then one per API process; default 4330>, --side-by-side (the bare-Node
// ceiling, one port after the API processes, measured right before the flat-out run: the
// orders/s are then also a share of it).
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureApiBuilt, startApi, waitForUrl } from '../scripts/lib/services.mjs';
import { apiPath, guestRequest, orderPlace, orderQuote } from './contract-paths.mjs';
import { describeMemory, flag, percent, startCeiling } from './lib/side-by-side.mjs';

const argText = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const arg = (name, fallback) => Number(argText(name, fallback));
const processCount = arg('processes', 3);
const duration = arg('duration', 10);
const rate = arg('rate', 100);
const connections = arg('connections', 30);
const retryShare = arg('retry-share', 0.1);
const itemCount = arg('items', 4);
const guestCount = arg('guests', 300);
const warmUpOrders = arg('warm-up', 300);
const initialStock = 1_000_000;
const adminUrl = argText('admin-url', 'postgres://postgres@127.0.0.1:5432/postgres');

const dbName = `marketplace_bench_orders_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const seedPort = arg('port', 4330);
const ports = Array.from({ length: processCount }, (_, i) => seedPort + 1 + i);
const ceilingPort = seedPort + 1 + processCount;
const sideBySide = flag('side-by-side');
const apiEnv = {
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  RATE_LIMIT_MAX: '0',
  ORDER_SIMULATOR: 'off',
};
const keyPrefix = `bench-${process.pid}-`;

// ---------- processes and database, cleaned up whatever happens ----------

const children = [];
let databaseCreated = false;

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

let cleaning = null;
function cleanUp() {
  cleaning ??= (async () => {
    await Promise.all(children.map(stopChild));
    if (databaseCreated) {
      await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      databaseCreated = false;
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
}

function start(port, env) {
  const child = startApi({
    port,
    publicUrl: `http://127.0.0.1:${port}`,
    env: { ...apiEnv, ...env },
  });
  children.push(child);
  return child;
}

// ---------- HTTP client: keep-alive agents, one per API process ----------

const agents = ports.map(() => new Agent({ keepAlive: true, maxSockets: connections + 16 }));

/** POST a JSON body; resolves {status (0 on a network error), body, ms}, never rejects. */
function post(port, agent, path, headers, body) {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers, timeout: 60_000 },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - startedAt,
          }),
        );
        res.on('error', (error) =>
          resolve({ status: 0, body: String(error), ms: performance.now() - startedAt }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout after 60 s')));
    req.on('error', (error) =>
      resolve({ status: 0, body: String(error), ms: performance.now() - startedAt }),
    );
    req.end(body);
  });
}

const parse = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

// ---------- the orders ----------

/** key → {guest, itemId, retried, answers: [{status, orderId}]} for every order sent. */
const sent = new Map();
/** Per phase: latencies of every HTTP request, and answers by status. */
const phases = new Map();
let orderNumber = 0;

function phase(name) {
  if (!phases.has(name)) {
    phases.set(name, { name, latencies: [], statuses: new Map(), orders: 0 });
  }
  return phases.get(name);
}

const isRetried = (n) => Math.floor((n + 1) * retryShare) > Math.floor(n * retryShare);

function record(stats, order, port, answer) {
  stats.latencies.push(answer.ms);
  const status = answer.status === 0 ? 'network error' : answer.status;
  const seen = stats.statuses.get(status);
  if (seen) seen.count++;
  else stats.statuses.set(status, { count: 1, sample: answer.body.slice(0, 300) });
  const orderId = answer.status >= 200 && answer.status < 300 ? parse(answer.body)?.order_id : null;
  order.answers.push({ status: answer.status, orderId: orderId ?? null, port });
}

/**
 * Sends the next order to the next process; a retried one also goes to the process after it,
 * alternately at the same time and once the first answered.
 */
async function placeNext(context, stats) {
  const n = orderNumber++;
  const key = `${keyPrefix}${n}`;
  const guest = context.guests[n % context.guests.length];
  const itemId = context.itemIds[n % context.itemIds.length];
  const retried = isRetried(n);
  // Every other retried order sends its two copies at once, the rest one after the other.
  const concurrent = retried && Math.floor(n * retryShare) % 2 === 0;
  const order = { phase: stats.name, guest, itemId, retried, concurrent, answers: [] };
  sent.set(key, order);
  stats.orders++;
  const body = JSON.stringify({
    guest_id: guest,
    payment_method: 'cash_on_delivery',
    order_type: 'take_away',
    contact_person_name: 'Bench Buyer',
    contact_person_number: `+1555${String(n % 10_000_000).padStart(7, '0')}`,
    is_buy_now: true,
    cart: [{ item_id: itemId, model: 'Item', quantity: 1, variation: [] }],
  });
  const headers = {
    ...context.headers,
    'content-length': Buffer.byteLength(body),
    'idempotency-key': key,
  };
  const send = async (index) => {
    const at = index % ports.length;
    record(
      stats,
      order,
      ports[at],
      await post(ports[at], agents[at], apiPath(orderPlace), headers, body),
    );
  };
  if (!retried) await send(n);
  else if (order.concurrent) await Promise.all([send(n), send(n + 1)]);
  else {
    await send(n);
    await send(n + 1);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Open loop: order i leaves at start + i / rate whatever the answers before it. */
async function fixedRate(context, name, seconds, perSecond) {
  const stats = phase(name);
  const pending = [];
  const startedAt = performance.now();
  for (let i = 0; i < seconds * perSecond; i++) {
    const wait = startedAt + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(placeNext(context, stats));
  }
  stats.sendSeconds = (performance.now() - startedAt) / 1000;
  await Promise.all(pending);
  stats.seconds = (performance.now() - startedAt) / 1000;
  return stats;
}

/**
 * Closed loop: `inFlight` workers, each placing its next order as soon as one is answered, for
 * `seconds` or until `maxOrders` orders were sent.
 */
async function flatOut(context, name, seconds, inFlight, maxOrders = Number.POSITIVE_INFINITY) {
  const stats = phase(name);
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && stats.orders < maxOrders) {
      await placeNext(context, stats);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  stats.seconds = (performance.now() - startedAt) / 1000;
  return stats;
}

// ---------- setting up: guests, items ----------

async function newGuest(port) {
  const response = await fetch(`http://127.0.0.1:${port}${apiPath(guestRequest)}`, {
    method: 'POST',
  });
  const { guest_id: guestId } = await response.json();
  if (!guestId) throw new Error(`guest/request answered ${response.status}`);
  return String(guestId);
}

async function newGuests(count) {
  const guests = [];
  while (guests.length < count) {
    const batch = Math.min(20, count - guests.length);
    const ids = await Promise.all(
      Array.from({ length: batch }, (_, i) => newGuest(ports[(guests.length + i) % ports.length])),
    );
    guests.push(...ids);
  }
  return guests;
}

/**
 * Grocery items without variations, their stock raised to `initialStock`, that the seeding
 * process quotes as placeable now (store open, take-away and cash on delivery allowed).
 */
async function pickItems(db, port) {
  const {
    rows: [grocery],
  } = await db.query(`SELECT id FROM modules WHERE module_type = 'grocery' ORDER BY id LIMIT 1`);
  if (!grocery) throw new Error('the demo seed has no grocery module');
  const { rows: zoneRows } = await db.query('SELECT id FROM zones ORDER BY id');
  const { rows: candidates } = await db.query(
    `SELECT i.id, i.store_id FROM items i
      WHERE i.module_id = $1 AND i.status = 1 AND i.available_date_starts IS NULL
        AND i.variations = '[]'::jsonb AND i.food_variations = '[]'::jsonb
      ORDER BY i.id LIMIT 300`,
    [grocery.id],
  );
  await db.query('UPDATE items SET stock = $1 WHERE id = ANY($2::int[])', [
    initialStock,
    candidates.map((c) => c.id),
  ]);
  const headers = {
    'content-type': 'application/json',
    moduleId: String(grocery.id),
    zoneId: JSON.stringify(zoneRows.map((z) => z.id)),
    'X-localization': 'en',
  };
  const guest = await newGuest(port);
  const chosen = [];
  const refusals = new Map();
  for (const candidate of candidates) {
    if (chosen.length >= itemCount) break;
    const response = await fetch(`http://127.0.0.1:${port}${apiPath(orderQuote)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        guest_id: guest,
        payment_method: 'cash_on_delivery',
        order_type: 'take_away',
        contact_person_name: 'Bench Buyer',
        contact_person_number: '+15550100',
        is_buy_now: true,
        cart: [{ item_id: candidate.id, model: 'Item', quantity: 1, variation: [] }],
      }),
    });
    const quote = await response.json();
    if (response.ok && quote.can_place) chosen.push(candidate.id);
    else {
      const why = quote.problems?.map((p) => p.code).join(',') || `status ${response.status}`;
      refusals.set(why, (refusals.get(why) ?? 0) + 1);
    }
  }
  if (chosen.length === 0) {
    throw new Error(`no grocery item can be placed now: ${JSON.stringify([...refusals])}`);
  }
  return { itemIds: chosen, headers };
}

// ---------- checking the database against the answers ----------

async function countOrders(db) {
  const { rows } = await db.query('SELECT count(*)::int AS count FROM orders');
  return rows[0].count;
}

async function check(db, itemIds, ordersBefore) {
  const { rows } = await db.query(
    `SELECT id, guest_id, idempotency_key FROM orders WHERE idempotency_key LIKE $1`,
    [`${keyPrefix}%`],
  );
  const strays = (await countOrders(db)) - ordersBefore - rows.length;
  const byKey = new Map();
  for (const row of rows)
    byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row]);
  const result = {
    ordersInDb: rows.length,
    strays,
    acknowledged: 0,
    lost: 0,
    duplicated: 0,
    wrongOwner: 0,
    unacknowledged: 0,
    retriedPairs: 0,
    retriedSameOrder: 0,
    retriedConcurrent: 0,
    examples: [],
  };
  for (const [key, order] of sent) {
    const found = byKey.get(key) ?? [];
    const ok = order.answers.filter((a) => a.status >= 200 && a.status < 300);
    const answeredIds = new Set(ok.map((a) => a.orderId));
    if (ok.length > 0) result.acknowledged++;
    if (
      ok.length > 0 &&
      (found.length === 0 || ![...answeredIds].every((id) => found.some((r) => r.id === id)))
    ) {
      result.lost++;
      result.examples.push({ problem: 'lost', key, answers: order.answers, rows: found });
    }
    if (found.length > 1 || answeredIds.size > 1) {
      result.duplicated++;
      result.examples.push({ problem: 'duplicated', key, answers: order.answers, rows: found });
    }
    if (found.some((r) => r.guest_id !== order.guest)) result.wrongOwner++;
    if (found.length > 0 && ok.length === 0) result.unacknowledged++;
    if (order.retried) {
      result.retriedPairs++;
      if (order.concurrent) result.retriedConcurrent++;
      if (ok.length === 2 && answeredIds.size === 1) result.retriedSameOrder++;
    }
  }
  const { rows: stock } = await db.query(
    `SELECT i.id, i.stock,
            (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.item_id = i.id)
              AS ordered
       FROM items i WHERE i.id = ANY($1::int[]) ORDER BY i.id`,
    [itemIds],
  );
  const acknowledgedPerItem = new Map();
  for (const order of sent.values()) {
    if (order.answers.some((a) => a.status >= 200 && a.status < 300)) {
      acknowledgedPerItem.set(order.itemId, (acknowledgedPerItem.get(order.itemId) ?? 0) + 1);
    }
  }
  result.stock = stock.map((row) => ({
    itemId: row.id,
    final: row.stock,
    ordered: row.ordered,
    acknowledged: acknowledgedPerItem.get(row.id) ?? 0,
    consistent: row.stock === initialStock - row.ordered,
  }));
  return result;
}

// ---------- the run ----------

const percentile = (values, p) => {
  if (values.length === 0) return '—';
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
};
const non2xx = (stats) =>
  [...stats.statuses].reduce(
    (sum, [status, { count }]) =>
      sum + (typeof status === 'number' && status >= 200 && status < 300 ? 0 : count),
    0,
  );
const placedIn = (name) => {
  let placed = 0;
  for (const order of sent.values()) {
    if (order.phase === name && order.answers.some((a) => a.status >= 200 && a.status < 300)) {
      placed++;
    }
  }
  return placed;
};

let db;
try {
  await ensureApiBuilt();
  await adminQuery(`CREATE DATABASE ${dbName}`);
  databaseCreated = true;
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();

  console.error(`[orders] ${dbName}: migrating and seeding through one API process…`);
  const seeder = start(seedPort, { SEED_DEMO: 'true' });
  await waitForUrl(`http://127.0.0.1:${seedPort}/health`, { child: seeder, timeoutMs: 600_000 });
  const { itemIds, headers } = await pickItems(db, seedPort);
  await stopChild(seeder);

  console.error(`[orders] starting ${processCount} API processes on ports ${ports.join(', ')}…`);
  const apis = ports.map((port) => start(port, { SEED_DEMO: 'false' }));
  await Promise.all(
    ports.map((port, i) =>
      waitForUrl(`http://127.0.0.1:${port}/health`, { child: apis[i], timeoutMs: 300_000 }),
    ),
  );
  const guests = await newGuests(guestCount);
  const ordersBefore = await countOrders(db);
  const context = { guests, itemIds, headers };

  // Warm-up until the processes' code is compiled: on a busy 2-core machine a few seconds
  // are not enough, so it is counted in orders (at most 60 s).
  console.error(`[orders] items ${itemIds.join(', ')}; warm-up ${warmUpOrders} orders…`);
  await flatOut(context, 'warm-up', 60, connections, warmUpOrders);
  console.error(`[orders] ${rate} orders/s for ${duration} s…`);
  const fixed = await fixedRate(context, 'fixed', duration, rate);
  let ceilingRps;
  if (sideBySide) {
    const ceiling = startCeiling(ceilingPort);
    const url = `http://127.0.0.1:${ceilingPort}/`;
    ceilingRps = (await autocannon({ url, connections, duration })).requests.average;
    ceiling.close();
  }
  console.error(`[orders] flat out, ${connections} orders in flight, for ${duration} s…`);
  const flat = await flatOut(context, 'flat', duration, connections);
  const result = await check(db, itemIds, ordersBefore);

  const allStats = [...phases.values()];
  const requests = allStats.reduce((sum, s) => sum + s.latencies.length, 0);
  const failures = allStats.reduce((sum, s) => sum + non2xx(s), 0);
  const maxOrders = Math.round(placedIn('flat') / flat.seconds);
  const stockOk = result.stock.every((s) => s.consistent) ? 'consistent' : 'INCONSISTENT';
  console.log(
    `\n| API processes | rate (orders/s) | p50 ms @rate | p99 ms @rate | max orders/s (${connections} in flight) | p99 ms at max | requests | non-2xx | lost | duplicated | stock |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${processCount} | ${rate} | ${percentile(fixed.latencies, 50)} | ${percentile(fixed.latencies, 99)} | ${maxOrders} | ${percentile(flat.latencies, 99)} | ${requests} | ${failures} | ${result.lost} | ${result.duplicated} | ${stockOk} |`,
  );
  console.log(`
- Orders sent: ${sent.size} (${requests} requests; ${result.retriedPairs} sent twice with the same key to two processes: ${result.retriedConcurrent} at once, the others after the first answer).
- Answered 2xx: ${result.acknowledged} distinct keys; orders in the database with those keys: ${result.ordersInDb}; other new orders: ${result.strays}.
- Retried pairs answered 2xx twice with the same order id: ${result.retriedSameOrder} of ${result.retriedPairs}.
- Orders created without a 2xx answer: ${result.unacknowledged}; orders of another guest than the sender: ${result.wrongOwner}.
- Fixed rate: ${fixed.orders} orders sent in ${fixed.sendSeconds.toFixed(1)} s, the last answered after ${fixed.seconds.toFixed(1)} s. Flat out: ${placedIn('flat')} orders in ${flat.seconds.toFixed(1)} s.
- Stock (initial ${initialStock}): ${result.stock.map((s) => `item ${s.itemId} final ${s.final}, ordered ${s.ordered}, answered 2xx ${s.acknowledged}${s.consistent ? '' : ' (INCONSISTENT)'}`).join('; ')}.`);
  for (const [name, stats] of phases) {
    const answers = [...stats.statuses]
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(', ');
    console.log(`- ${name}: ${answers}`);
    for (const [status, { sample }] of stats.statuses) {
      if (status !== 200) console.log(`  - ${status} e.g. ${sample}`);
    }
  }
  for (const example of result.examples.slice(0, 5)) console.log('-', JSON.stringify(example));
  if (ceilingRps) {
    console.log(
      `- Bare-Node ceiling right before the flat-out run: ${Math.round(ceilingRps)} req/s; orders/s flat out = ${percent(maxOrders / ceilingRps)} of it.`,
    );
  }
  console.log(
    `- API resident memory (pid: RSS): ${apis.map((api) => describeMemory(api.pid)).join('; ')}`,
  );
  if (result.lost > 0 || result.duplicated > 0 || stockOk !== 'consistent') process.exitCode = 1;
} finally {
  for (const agent of agents) agent.destroy();
  await db?.end().catch(() => {});
  await cleanUp();
}
