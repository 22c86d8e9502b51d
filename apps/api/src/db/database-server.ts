import type { Env } from '../env';
import { resolveDataDir } from '../lib/repository-root';
import { startEmbeddedPostgres } from './embedded/embedded-postgres';

/** The app's database in the embedded cluster. */
export const EMBEDDED_DATABASE = 'marketplace';

/** The PostgreSQL server the app runs on. */
export type DatabaseServer = {
  url: string;
  /** Where it is, for the logs (never the password). */
  description: string;
  /** Settles if the embedded server stops by itself; never for an external one. */
  exited: Promise<void>;
  /** Stops the embedded server; nothing for an external one. */
  stop: () => Promise<void>;
};

/** DATABASE_URL's server, else the embedded one under DATA_DIR, started here. */
export async function openDatabaseServer(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  options: { maxConnections?: number; log?: (message: string) => void } = {},
): Promise<DatabaseServer> {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    return {
      url: env.DATABASE_URL,
      description: `PostgreSQL at ${url.host}${url.pathname} (DATABASE_URL)`,
      exited: new Promise(() => {}),
      stop: async () => {},
    };
  }
  const dataDir = resolveDataDir(env.DATA_DIR);
  const embedded = await startEmbeddedPostgres({
    dataDir,
    database: EMBEDDED_DATABASE,
    ...options,
  });
  return {
    url: embedded.url,
    description: `embedded PostgreSQL in ${dataDir}/postgres`,
    exited: embedded.exited,
    stop: embedded.stop,
  };
}
