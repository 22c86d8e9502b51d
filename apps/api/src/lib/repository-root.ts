import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function isWorkspaceRoot(dir: string): boolean {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
  return typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed;
}

/** The folder holding the root package.json (the one with workspaces). */
export function findRepositoryRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!isWorkspaceRoot(dir)) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No workspace root above ${from}`);
    dir = parent;
  }
  return dir;
}

/**
 * `npm run start:api` runs in apps/api, `npm start` at the root: a relative DATA_DIR means the
 * same folder either way, relative to the repository root.
 */
export function resolveDataDir(dataDir: string, root = findRepositoryRoot()): string {
  if (isAbsolute(dataDir)) return dataDir;
  return resolve(root, dataDir);
}
