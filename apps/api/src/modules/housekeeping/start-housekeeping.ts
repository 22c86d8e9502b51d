import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { repeatEvery } from '../../lib/repeat-every';
import { runSweeps } from './run-sweeps';

export type Housekeeping = { stop: () => Promise<void> };

/**
 * Runs the sweeps every SWEEP_INTERVAL_MS in this worker (each worker has one; the advisory lock
 * lets one of them work per round). Rounds never overlap; stop() waits for the running one.
 */
export function startHousekeeping(options: {
  db: Database;
  env: Pick<Env, 'GUEST_EXPIRY_DAYS' | 'SWEEP_INTERVAL_MS'>;
  logger: FastifyBaseLogger;
}): Housekeeping {
  const { env, logger } = options;

  const round = async () => {
    try {
      const swept = await runSweeps(options);
      if (swept.idempotencyKeys > 0 || swept.guests > 0) logger.info(swept, 'housekeeping swept');
    } catch (err) {
      logger.error({ err }, 'housekeeping round failed');
    }
  };
  return repeatEvery(env.SWEEP_INTERVAL_MS, round);
}
