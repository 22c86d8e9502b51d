import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A start-up problem the user can fix; its message is shown alone, without a stack trace. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Where the embedded server keeps its things inside DATA_DIR. */
export type ClusterFiles = {
  dataDir: string;
  /** The PostgreSQL data directory (PGDATA). */
  cluster: string;
  /** The generated password of the `postgres` role, mode 0600. */
  password: string;
  /** The server's log of the current run (the one before is kept as postgres.previous.log). */
  log: string;
  previousLog: string;
};

export function clusterFiles(dataDir: string): ClusterFiles {
  return {
    dataDir,
    cluster: join(dataDir, 'postgres'),
    password: join(dataDir, 'postgres.password'),
    log: join(dataDir, 'postgres.log'),
    previousLog: join(dataDir, 'postgres.previous.log'),
  };
}

export function isClusterInitialised(files: ClusterFiles): boolean {
  return existsSync(join(files.cluster, 'PG_VERSION'));
}

/** The first embedded engine, PGlite, kept its PostgreSQL files directly in DATA_DIR. */
export function assertNoPgliteData(files: ClusterFiles): void {
  if (!existsSync(join(files.dataDir, 'PG_VERSION'))) return;
  throw new StartupError(
    `${files.dataDir} holds a database of the former embedded engine (PGlite), which this ` +
      'version no longer opens: move that folder aside or delete it to start with fresh demo ' +
      'data, or set DATA_DIR to another folder.',
  );
}

/** The role's password: generated with a new cluster, read back on every later start. */
export async function clusterPassword(files: ClusterFiles, initialised: boolean): Promise<string> {
  if (initialised) {
    if (!existsSync(files.password)) {
      throw new StartupError(
        `${files.password} is missing, so the database in ${files.cluster} cannot be opened: ` +
          'restore the file, or delete the data folder to start afresh.',
      );
    }
    await chmod(files.password, 0o600);
    return (await readFile(files.password, 'utf8')).trim();
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(files.password, `${password}\n`, { mode: 0o600 });
  await chmod(files.password, 0o600); // whatever the umask or an older file said
  return password;
}
