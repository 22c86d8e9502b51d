// Which catalogue messages each page of the storefront can show, read from the source: every
// module a route file imports, directly or through others, and the message keys written in them.
// The storefront sends the browser only these (decision 0058); `npm run page-messages -w
// @marketplace/web` writes the result to src/features/i18n/page-messages.json.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export type PageMessagesManifest = {
  /** Keys for the root layout and the route files around every page (error, loading...). */
  shell: string[];
  /** Per page (its folder under app/), the keys it needs beyond the shell's. */
  pages: Record<string, string[]>;
};

type ModuleFacts = { imports: string[]; literals: string[] };

const IMPORT_FROM = /(?:^|[\s;])(?:import|export)\s+(type\s+)?[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
/** A string or template literal's opening text up to the first quote or `${`. */
const LITERAL_START = /['"`]([A-Za-z][\w-]*\.[\w.-]*)/g;

function withoutComments(source: string): string {
  // Line comments only where `//` cannot be part of a URL (`https://`) in a string.
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The relative and `@/` imports of a module (type-only ones excepted) and its literals. */
export function readModuleFacts(source: string): ModuleFacts {
  const code = withoutComments(source);
  const imports: string[] = [];
  for (const [, typeOnly, specifier] of code.matchAll(IMPORT_FROM))
    if (!typeOnly && specifier) imports.push(specifier);
  for (const [, specifier] of code.matchAll(DYNAMIC_IMPORT)) if (specifier) imports.push(specifier);
  const literals = [...code.matchAll(LITERAL_START)].map(([, text]) => text ?? '');
  return { imports, literals };
}

/**
 * The catalogue keys a literal stands for: the key itself, the forms of a plural key
 * (`orders.itemCount` → `orders.itemCount.one`...), or every key a template's head starts
 * (`deliveryReg.vehicle.${type}` → `deliveryReg.vehicle.*`).
 */
export function keysForLiteral(literal: string, keys: readonly string[]): string[] {
  const prefix = literal.endsWith('.') ? literal : `${literal}.`;
  return keys.filter((key) => key === literal || key.startsWith(prefix));
}

export function createMessageUsage(srcDir: string, keys: readonly string[]) {
  const namespaces = new Set(keys.map((key) => key.split('.')[0]));
  const catalogueDir = join(srcDir, 'features/i18n/messages');
  const facts = new Map<string, { deps: string[]; keys: Set<string> }>();

  const resolveImport = (from: string, specifier: string): string | null => {
    const base = specifier.startsWith('@/')
      ? join(srcDir, specifier.slice(2))
      : specifier.startsWith('.')
        ? resolve(dirname(from), specifier)
        : null;
    if (base === null) return null;
    const candidates = [
      `${base}.ts`,
      `${base}.tsx`,
      join(base, 'index.ts'),
      join(base, 'index.tsx'),
    ];
    return (
      [base, ...candidates].find((path) => existsSync(path) && statSync(path).isFile()) ?? null
    );
  };

  const moduleFacts = (file: string) => {
    const known = facts.get(file);
    if (known) return known;
    // The catalogues hold every key; they are not what a page shows.
    const source = file.startsWith(catalogueDir) ? '' : readFileSync(file, 'utf8');
    const { imports, literals } = readModuleFacts(source);
    const used = new Set<string>();
    for (const literal of literals)
      if (namespaces.has(literal.split('.')[0]))
        for (const key of keysForLiteral(literal, keys)) used.add(key);
    const deps = imports
      .map((specifier) => resolveImport(file, specifier))
      .filter((path): path is string => path !== null && /\.tsx?$/.test(path));
    const entry = { deps, keys: used };
    facts.set(file, entry);
    return entry;
  };

  /** Every key written in the file or in a module it imports, directly or not. */
  const keysReachedFrom = (entries: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const used = new Set<string>();
    const pending = [...entries];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const entry = moduleFacts(file);
      for (const key of entry.keys) used.add(key);
      pending.push(...entry.deps);
    }
    return used;
  };

  return { keysReachedFrom };
}

const routeFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const isPage = (file: string) => /\/page\.tsx?$/.test(file);

/** The storefront's pages: every page.tsx under app/, in a stable order. */
export const pageFiles = (appDir: string) => routeFiles(appDir).filter(isPage).sort();

/** A page's id: its folder under app/ (`(catalog)/store/[id]`; the root page is `.`). */
export const pageIdOf = (appDir: string, pageFile: string) =>
  relative(appDir, dirname(pageFile)).split('\\').join('/') || '.';

/** The manifest for the storefront whose sources are in `srcDir`, in a stable order. */
export function buildPageMessagesManifest(
  srcDir: string,
  keys: readonly string[],
): PageMessagesManifest {
  const appDir = join(srcDir, 'app');
  const usage = createMessageUsage(srcDir, keys);
  const shell = usage.keysReachedFrom(routeFiles(appDir).filter((file) => !isPage(file)));
  const pages: Record<string, string[]> = {};
  for (const page of pageFiles(appDir)) {
    const own = [...usage.keysReachedFrom([page])].filter((key) => !shell.has(key));
    pages[pageIdOf(appDir, page)] = own.sort();
  }
  return { shell: [...shell].sort(), pages };
}

/** The manifest as written to disk: one line per page, so a change reads as a small diff. */
export function formatManifest(manifest: PageMessagesManifest): string {
  const pages = Object.entries(manifest.pages).map(
    ([page, keys]) => `    ${JSON.stringify(page)}: ${JSON.stringify(keys)}`,
  );
  return `{\n  "shell": ${JSON.stringify(manifest.shell)},\n  "pages": {\n${pages.join(',\n')}\n  }\n}\n`;
}
