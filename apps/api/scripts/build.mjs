// Builds the API for production: ES module bundles, dist/server.mjs and its chunks, with the workspace
// packages (domain, contract: TypeScript sources) compiled in and the npm dependencies left as
// imports; the SQL migrations are copied next to it (db/migrate.ts reads ./migrations).
// `node scripts/build.mjs` builds; `--if-stale` builds only when a source is newer than the bundle
// (`npm start` and `npm run start:api` use that).
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(apiRoot, '..', '..');
export const apiBundle = join(apiRoot, 'dist', 'server.mjs');
const sources = [
  join(apiRoot, 'src'),
  join(apiRoot, 'package.json'),
  join(repoRoot, 'packages', 'domain', 'src'),
  join(repoRoot, 'packages', 'contract', 'src'),
];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** True when dist/server.mjs exists and no source changed after it was built. */
export function isApiBuildCurrent() {
  if (!existsSync(apiBundle)) return false;
  const built = statSync(apiBundle).mtimeMs;
  return sources.every((path) => newestChange(path) <= built);
}

export async function buildApi() {
  const { build } = await import('esbuild');
  const { dependencies } = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8'));
  const workspacePackages = Object.keys(dependencies).filter((name) =>
    name.startsWith('@marketplace/'),
  );
  rmSync(join(apiRoot, 'dist'), { recursive: true, force: true });
  await build({
    entryPoints: [join(apiRoot, 'src', 'server.ts')],
    outdir: join(apiRoot, 'dist'),
    outExtension: { '.js': '.mjs' },
    // server.mjs plus chunks it imports on demand: the primary's and the workers' code apart.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Stack traces in the logs point at the TypeScript sources (primary and workers alike).
    banner: { js: 'process.setSourceMapsEnabled(true);' },
    // npm packages stay imports from node_modules; only our own TypeScript is bundled.
    external: Object.keys(dependencies).filter((name) => !workspacePackages.includes(name)),
    logLevel: 'warning',
  });
  cpSync(join(apiRoot, 'src', 'db', 'migrations'), join(apiRoot, 'dist', 'migrations'), {
    recursive: true,
  });
}

/** Builds the bundle when it is missing or older than its sources (npm start, e2e, benchmarks). */
export async function ensureApiBuilt() {
  if (isApiBuildCurrent()) return;
  console.log('Building the API…');
  await buildApi();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && isApiBuildCurrent()) process.exit(0);
  const started = Date.now();
  await buildApi();
  console.log(`API built: ${apiBundle} (${Date.now() - started} ms)`);
}
