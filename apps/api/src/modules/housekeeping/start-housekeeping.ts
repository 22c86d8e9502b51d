import type { FastifyBaseLogger } from 'fastify';
import { repeatEvery } from '../../lib/repeat-every';
import { runSweeps, type SweepDeps } from './run-sweeps';

export type Housekeeping = { stop: () => Promise<void> };

/**
 * Runs the sweeps every SWEEP_INTERVAL_MS in this worker (each worker has one; the advisory lock
 * lets one of them work per round). Rounds never overlap; stop() waits for the running one.
 */
export function startHousekeeping(
  options: SweepDeps & { logger: FastifyBaseLogger },
): Housekeeping {
  const { env, logger } = options;

  const round = async () => {
    try {
      const { filesLeft, ...swept } = await runSweeps(options);
      if (swept.idempotencyKeys > 0 || swept.guests > 0 || swept.uploads > 0) {
        logger.info(swept, 'housekeeping swept');
      }
      if (filesLeft.length > 0) {
        logger.warn({ filesLeft }, 'housekeeping: files of removed uploads could not be deleted');
      }
    } catch (err) {
      logger.error({ err }, 'housekeeping round failed');
    }
  };
  return repeatEvery(env.SWEEP_INTERVAL_MS, round);
}
