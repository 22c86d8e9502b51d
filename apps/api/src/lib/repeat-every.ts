/** A loop started by repeatEvery; stop() ends it and waits for the running round. */
export type RepeatingLoop = { stop: () => Promise<void> };

/**
 * Runs `round` `intervalMs` after the previous one ended, the first `intervalMs` from now: rounds
 * never overlap, and the timer does not keep the process alive. `round` handles its own errors.
 */
export function repeatEvery(intervalMs: number, round: () => Promise<void>): RepeatingLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().then(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
