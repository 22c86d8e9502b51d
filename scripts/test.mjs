// `npm test`: everything CI checks, in order, stopping at the first failure.
// Lint and types; domain, contract and web unit tests, the API integration suite on the embedded
// PostgreSQL 18 and the kill -9 durability test (vitest project `system`); the API suite again
// on TEST_DATABASE_URL's server when it is set (CI: the machine's PostgreSQL 15); then the
// storefront is built and the Playwright journeys run in Chromium.
import { buildWeb, run } from './lib/services.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const skipE2e = process.argv.includes('--no-e2e');
const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;

const steps = [
  ['lint', () => run(bin('biome'), ['check', '.'])],
  ['typecheck', () => run('npm', ['run', 'typecheck', '--silent'])],
  [
    'unit, API (embedded PostgreSQL) and system tests',
    () => run(bin('vitest'), ['run'], { env: envWithoutPg }),
  ],
];
if (TEST_DATABASE_URL) {
  steps.push([
    'API tests (TEST_DATABASE_URL)',
    () => run(bin('vitest'), ['run', '--project', 'api'], { env: process.env }),
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the API suite is skipped.');
}
if (!skipE2e) {
  steps.push(['storefront build', () => buildWeb()]);
  steps.push(['end-to-end (Chromium)', () => run(bin('playwright'), ['test'])]);
}

for (const [name, step] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  await step();
  console.log(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}
