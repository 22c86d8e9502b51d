import { spawn } from 'node:child_process';
import { readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { PostgresBinaries } from './postgres-binaries';
import type { ServerUser } from './server-user';

/** A PostgreSQL server running on a data directory, from its postmaster.pid. */
export type RunningServer = { pid: number; port: number };

/**
 * The server that holds `cluster`, if one is running. A postmaster.pid whose process is gone, or
 * (on Linux) whose PID now belongs to another program or to a killed server not yet reaped (a
 * zombie), is stale: it is removed, since PostgreSQL refuses to start while that PID exists.
 */
export function runningServer(cluster: string): RunningServer | undefined {
  const pidFile = join(cluster, 'postmaster.pid');
  let lines: string[];
  try {
    lines = readFileSync(pidFile, 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (isPostgresProcess(pid)) return { pid, port };
  if (isAlive(pid)) unlinkSync(pidFile);
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgresProcess(pid: number): boolean {
  if (!isAlive(pid)) return false;
  if (process.platform !== 'linux') return true;
  try {
    // "<pid> (<command>) <state> ...": a live postgres, not a zombie.
    const match = /^\d+ \((.*)\) (\S)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    return match?.[1] === 'postgres' && match[2] !== 'Z';
  } catch {
    return true; // exists, but /proc does not tell: assume it is the server
  }
}

/** Runs a PostgreSQL program (as the server user when given); rejects with its output. */
export function runPostgresProgram(
  program: string,
  args: string[],
  user: ServerUser,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      ...user,
      env: { PATH: process.env.PATH ?? '', LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${program} exited with ${code ?? signal}:\n${output.trim()}`));
    });
  });
}

/** Fast shutdown (open sessions are ended, a checkpoint is written), waiting until it is done. */
export async function stopServer(
  binaries: PostgresBinaries,
  cluster: string,
  user: ServerUser,
): Promise<void> {
  await runPostgresProgram(
    binaries.pg_ctl,
    ['stop', '-D', cluster, '-m', 'fast', '-w', '-t', '60'],
    user,
  );
}
