// Shared by the catalogue benches: numeric options and the generated catalogue on top of the demo.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { repoRoot } from '../../scripts/lib/services.mjs';

/** `--name <number>` from the command line, or `fallback`. */
export function numberArg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/** Adds `scale` generated items to the (demo-seeded) database of `dataDir`. */
export function seedScaled(dataDir, scale) {
  const child = spawn(
    `${repoRoot}node_modules/.bin/tsx`,
    ['apps/api/src/db/seed/cli.ts', '--scale', String(scale)],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } },
  );
  return once(child, 'exit').then(([code]) => {
    if (code !== 0) throw new Error(`seeding ${scale} items exited with ${code}`);
  });
}
