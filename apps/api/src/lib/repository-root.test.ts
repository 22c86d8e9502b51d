import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepositoryRoot, resolveDataDir } from './repository-root';

describe('resolveDataDir', () => {
  const root = findRepositoryRoot();

  it('finds the workspace root', () => {
    expect(existsSync(join(root, 'apps', 'api', 'package.json'))).toBe(true);
  });

  it('resolves a relative folder against the repository root', () => {
    expect(resolveDataDir('./data', '/repo')).toBe('/repo/data');
    expect(resolveDataDir('data/pg', '/repo')).toBe('/repo/data/pg');
  });

  it('keeps absolute folders', () => {
    expect(resolveDataDir('/tmp/db', '/repo')).toBe('/tmp/db');
  });
});
