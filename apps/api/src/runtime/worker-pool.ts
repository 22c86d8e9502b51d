import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

export type WorkerPoolOptions = {
  count: number;
  /** Added to every worker's environment. */
  env: Record<string, string>;
  /** Added to the first worker's environment only (jobs that run once, like the simulator). */
  firstWorkerEnv?: Record<string, string>;
  /** Added to the other workers' environment. */
  otherWorkersEnv?: Record<string, string>;
  logger: Logger;
};

export type WorkerPool = {
  /** Resolves when every worker listens; rejects if one exits before it listens. */
  ready: Promise<void>;
  /** After `ready`: resolves with the reason when a replacement worker fails to start. */
  failed: Promise<Error>;
  /** SIGTERM to every worker, SIGKILL after `graceMs`; resolves when all have exited. */
  stop: (graceMs: number) => Promise<void>;
};

const RESTART_DELAY_MS = 1_000;

/**
 * Forks `count` HTTP workers (node:cluster: they share the listening port). A worker that dies
 * after it listened is replaced in its slot; one that dies before it ever listened is a start-up
 * failure, reported through `ready` or `failed`.
 */
export function startWorkers(options: WorkerPoolOptions): WorkerPool {
  const { count, logger } = options;
  const slots: (Worker | undefined)[] = Array.from({ length: count }, () => undefined);
  let stopping = false;
  let listening = 0;
  let isReady = false;
  let resolveReady: () => void = () => {};
  let rejectReady: (error: Error) => void = () => {};
  let reportFailure: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const failed = new Promise<Error>((resolve) => {
    reportFailure = resolve;
  });

  const fork = (slot: number) => {
    const worker = cluster.fork({
      ...options.env,
      ...(slot === 0 ? options.firstWorkerEnv : options.otherWorkersEnv),
    });
    slots[slot] = worker;
    let listened = false;
    worker.once('listening', () => {
      listened = true;
      listening += 1;
      if (listening === count && !isReady) {
        isReady = true;
        resolveReady();
      }
    });
    worker.once('exit', (code, signal) => {
      slots[slot] = undefined;
      if (stopping) return;
      const how = signal ?? `code ${code}`;
      if (!listened) {
        const error = new Error(`API worker ${slot + 1} exited before it listened (${how})`);
        if (isReady) reportFailure(error);
        else rejectReady(error);
        return;
      }
      listening -= 1;
      logger.warn({ slot: slot + 1, exit: how }, 'API worker died; starting another');
      setTimeout(() => {
        if (!stopping) fork(slot);
      }, RESTART_DELAY_MS).unref();
    });
  };
  for (let slot = 0; slot < count; slot++) fork(slot);

  return {
    ready,
    failed,
    async stop(graceMs) {
      stopping = true;
      const running = slots.filter((w): w is Worker => w !== undefined && !w.isDead());
      await Promise.all(
        running.map(
          (worker) =>
            new Promise<void>((resolve) => {
              const kill = setTimeout(() => worker.process.kill('SIGKILL'), graceMs);
              worker.once('exit', () => {
                clearTimeout(kill);
                resolve();
              });
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
