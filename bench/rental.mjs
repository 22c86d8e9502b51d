// `node bench/rental.mjs`: the rental module on PostgreSQL with several API processes.
// 1. Vehicle search at a fixed rate (default 200 requests/s, open loop) over the demo fleet:
//    p50/p99, compared with the architecture's catalogue-read ceiling (p99 under 25 ms).
// 2. Booking under contention: a few vehicles with few units each, many guests who each put one
//    unit of one of them in their cart for the same trip window, then all book at once, spread
//    across the processes. Afterwards the database is checked: the units held by overlapping
//    running trips of each vehicle must never exceed its total_vehicle_count (oversold units:
//    expected 0), and exactly as many trips as there were units must have been booked.
// Creates a throwaway database, lets one API process migrate and seed it, starts `--processes`
// API processes; prints a Markdown table for bench/RESULTS.md; drops the database at the end.
// Options: --processes (default 3), --rate (200), --duration (10 s), --vehicles (3),
// --units (3 per vehicle), --guests (60), --admin-url (postgres://postgres@127.0.0.1:5432/postgres).
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startApi, waitForUrl } from '../scripts/lib/services.mjs';
import {
  addToRentalCart,
  apiPath,
  guestRequest,
  tripBooking,
  vehicleSearch,
} from './contract-paths.mjs';

const argText = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const arg = (name, fallback) => Number(argText(name, fallback));
const processCount = arg('processes', 3);
const rate = arg('rate', 200);
const duration = arg('duration', 10);
const vehicleCount = arg('vehicles', 3);
const units = arg('units', 3);
const guestCount = arg('guests', 60);
const adminUrl = argText('admin-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const P99_CEILING_MS = 25;

const dbName = `marketplace_bench_rental_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const seedPort = 4360;
const ports = Array.from({ length: processCount }, (_, i) => 4361 + i);
const apiEnv = {
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  RATE_LIMIT_MAX: '0',
  ORDER_SIMULATOR: 'off',
};

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
    if (databaseCreated) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
}

function start(port) {
  const child = startApi({
    port,
    dataDir: 'memory://',
    publicUrl: `http://127.0.0.1:${port}`,
    env: apiEnv,
  });
  children.push(child);
  return child;
}

const agents = ports.map(() => new Agent({ keepAlive: true, maxSockets: 256 }));

/** One request; resolves {status (0 on a network error), body, ms}, never rejects. */
function call(index, method, path, headers, body) {
  const at = index % ports.length;
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: ports[at],
        path,
        method,
        agent: agents[at],
        headers: {
          ...headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
        timeout: 60_000,
      },
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
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) =>
      resolve({ status: 0, body: String(error), ms: performance.now() - startedAt }),
    );
    req.end(payload);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (ms) => ms.toFixed(1);

async function searchPhase(headers, categoryIds) {
  const latencies = [];
  const statuses = new Map();
  const pending = [];
  const startedAt = performance.now();
  for (let i = 0; i < duration * rate; i++) {
    const wait = startedAt + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    const category = i % (categoryIds.length + 1);
    const query =
      category === categoryIds.length
        ? 'all_category=1&limit=12&offset=1'
        : `categoryId=${categoryIds[category]}&limit=12&offset=1&sort=price_low`;
    pending.push(
      call(i, 'GET', `${apiPath(vehicleSearch)}?${query}`, headers).then((answer) => {
        latencies.push(answer.ms);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }),
    );
  }
  await Promise.all(pending);
  const seconds = (performance.now() - startedAt) / 1000;
  return { latencies, statuses, seconds };
}

async function contentionPhase(db, headers, vehicles) {
  const pickup = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const trip = {
    pickup_location: { lat: 23.7812, lng: 90.3702, location_name: 'Riverside Park' },
    destination_location: { lat: 23.7794, lng: 90.3903, location_name: 'Central Library' },
    rental_type: 'hourly',
    estimated_hours: 3,
    pickup_time: pickup,
  };
  const guests = [];
  for (let i = 0; i < guestCount; i++) {
    const answer = await call(i, 'POST', apiPath(guestRequest), {});
    guests.push(JSON.parse(answer.body).guest_id);
  }
  // Every guest's cart holds one unit of one contended vehicle, for the same window.
  for (let i = 0; i < guests.length; i += 10) {
    await Promise.all(
      guests.slice(i, i + 10).map(async (guest, j) => {
        const vehicle = vehicles[(i + j) % vehicles.length];
        const added = await call(i + j, 'POST', apiPath(addToRentalCart), headers, {
          ...trip,
          guest_id: guest,
          vehicle_id: vehicle.id,
          quantity: 1,
        });
        if (added.status !== 200)
          throw new Error(`cart add answered ${added.status}: ${added.body}`);
      }),
    );
  }
  const startedAt = performance.now();
  const answers = await Promise.all(
    guests.map((guest, i) =>
      call(
        i,
        'POST',
        apiPath(tripBooking),
        { ...headers, 'idempotency-key': `bench-${i}` },
        {
          guest_id: guest,
          payment_method: 'cash_on_delivery',
          contact_person_name: 'Bench Renter',
          contact_person_number: `+1555${String(i).padStart(7, '0')}`,
        },
      ),
    ),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  const { rows } = await db.query(
    `SELECT v.id, v.total_vehicle_count AS total,
            coalesce(sum(tv.quantity) filter (where tv.holding), 0)::int AS held
       FROM vehicles v LEFT JOIN trip_vehicles tv ON tv.vehicle_id = v.id
      WHERE v.id = ANY($1) GROUP BY v.id`,
    [vehicles.map((v) => v.id)],
  );
  // Every booking in this phase has the same window, so the held units all overlap.
  const oversold = rows.reduce((sum, row) => sum + Math.max(0, row.held - row.total), 0);
  const { rows: tripRows } = await db.query('SELECT count(*)::int AS n FROM trips');
  const statuses = new Map();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  return {
    seconds,
    statuses,
    latencies: answers.map((a) => a.ms),
    oversold,
    trips: tripRows[0].n,
    capacity: rows.reduce((sum, row) => sum + row.total, 0),
  };
}

async function main() {
  await adminQuery(`CREATE DATABASE ${dbName}`);
  databaseCreated = true;
  const seeder = startApi({
    port: seedPort,
    dataDir: 'memory://',
    publicUrl: `http://127.0.0.1:${seedPort}`,
    env: { ...apiEnv, SEED_DEMO: 'true' },
  });
  children.push(seeder);
  await waitForUrl(`http://127.0.0.1:${seedPort}/health`, { child: seeder, timeoutMs: 300_000 });
  await stopChild(seeder);
  await Promise.all(
    ports.map((port) =>
      waitForUrl(`http://127.0.0.1:${port}/health`, { child: start(port), timeoutMs: 300_000 }),
    ),
  );
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const {
      rows: [module],
    } = await db.query(`SELECT id FROM modules WHERE module_type = 'rental' LIMIT 1`);
    const { rows: zones } = await db.query('SELECT id FROM zones ORDER BY id');
    const headers = { moduleid: String(module.id), zoneid: JSON.stringify(zones.map((z) => z.id)) };
    const { rows: categories } = await db.query('SELECT id FROM vehicle_categories ORDER BY id');
    // Warm the processes (JIT, caches, connections) before measuring.
    for (let i = 0; i < 60; i++)
      await call(i, 'GET', `${apiPath(vehicleSearch)}?all_category=1`, headers);
    const search = await searchPhase(
      headers,
      categories.map((c) => c.id),
    );
    const { rows: vehicles } = await db.query(
      `SELECT id FROM vehicles WHERE trip_hourly = 1 AND hourly_price > 0 ORDER BY id LIMIT $1`,
      [vehicleCount],
    );
    await db.query('UPDATE vehicles SET total_vehicle_count = $1 WHERE id = ANY($2)', [
      units,
      vehicles.map((v) => v.id),
    ]);
    const contention = await contentionPhase(db, headers, vehicles);
    const searchP99 = percentile(search.latencies, 99);
    const out = [
      `Rental benchmark: PostgreSQL, ${processCount} API processes, ${new Date().toISOString().slice(0, 10)}`,
      '',
      '| measure | value |',
      '|---|---|',
      `| vehicle search, ${rate} req/s for ${duration} s | ${search.latencies.length} requests, statuses ${JSON.stringify(Object.fromEntries(search.statuses))}, sent in ${search.seconds.toFixed(1)} s |`,
      `| vehicle search p50 / p99 | ${fmt(percentile(search.latencies, 50))} ms / ${fmt(searchP99)} ms |`,
      `| vehicle search p99 ÷ ceiling (25 ms) | ${(searchP99 / P99_CEILING_MS).toFixed(2)} |`,
      `| contended bookings | ${guestCount} guests, ${vehicles.length} vehicles × ${units} units, one window |`,
      `| booking answers | ${JSON.stringify(Object.fromEntries(contention.statuses))} in ${contention.seconds.toFixed(2)} s |`,
      `| booking p50 / p99 | ${fmt(percentile(contention.latencies, 50))} ms / ${fmt(percentile(contention.latencies, 99))} ms |`,
      `| trips booked ÷ units that exist | ${contention.trips} ÷ ${contention.capacity} |`,
      `| oversold units | ${contention.oversold} |`,
    ];
    console.log(out.join('\n'));
    if (contention.oversold !== 0 || contention.trips !== contention.capacity) process.exitCode = 1;
  } finally {
    await db.end();
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
