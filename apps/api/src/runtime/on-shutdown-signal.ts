/**
 * Runs `shutdown` once, on the first SIGINT or SIGTERM (or when the primary of a worker goes
 * away: `disconnect`); exits 1 if it takes longer than `graceMs`.
 */
export function onShutdownSignal(
  shutdown: (reason: string) => Promise<void>,
  options: { graceMs: number; onTimeout: () => void; events?: string[] },
): void {
  let started = false;
  const run = (reason: string) => {
    if (started) return;
    started = true;
    const force = setTimeout(() => {
      options.onTimeout();
      process.exit(1);
    }, options.graceMs);
    force.unref();
    void shutdown(reason);
  };
  for (const event of options.events ?? ['SIGINT', 'SIGTERM']) {
    process.on(event, () => run(event));
  }
}
