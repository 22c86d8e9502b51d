import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 11 "Done when": the import graph has no loops between the API's feature folders
// (src/modules/*), so each feature can be read, changed and tested from its own folder down.
const MODULES = fileURLToPath(new URL('../modules', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** feature → the other features its source files import. */
function featureImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES)) {
    const [feature = ''] = relative(MODULES, file).split(sep);
    const targets = graph.get(feature) ?? new Set<string>();
    graph.set(feature, targets);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const [target] = relative(MODULES, join(file, '..', specifier)).split(sep);
      if (target && target !== feature && !target.startsWith('..')) targets.add(target);
    }
  }
  return graph;
}

/** One loop of features (a path that comes back to its start), or null when there is none. */
function findLoop(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (feature: string): string[] | null => {
    const start = path.indexOf(feature);
    if (start >= 0) return [...path.slice(start), feature];
    if (done.has(feature)) return null;
    path.push(feature);
    for (const next of graph.get(feature) ?? []) {
      const loop = visit(next);
      if (loop) return loop;
    }
    path.pop();
    done.add(feature);
    return null;
  };
  for (const feature of graph.keys()) {
    const loop = visit(feature);
    if (loop) return loop;
  }
  return null;
}

describe('API feature folders', () => {
  it('import each other without loops', () => {
    const graph = featureImports();
    expect(graph.size).toBeGreaterThan(20);
    expect(findLoop(graph)).toBeNull();
  });

  it('finds a loop when there is one (the check itself)', () => {
    const graph = new Map([
      ['orders', new Set(['wallet'])],
      ['wallet', new Set(['orders'])],
    ]);
    expect(findLoop(graph)).toEqual(['orders', 'wallet', 'orders']);
  });
});
