import type { AppDeps } from '../../app-types';
import type { Env } from '../../env';
import { repeatEvery } from '../../lib/repeat-every';
import { sendAutomaticReplies } from '../messages/auto-reply';
import { advanceDueTrips } from '../rental/advance-due-trips';
import { getBusinessSettings } from '../settings/settings.cache';
import { advanceDueOrders } from './advance-due-orders';

type SimulatorLogger = {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type OrderSimulatorOptions = Pick<
  AppDeps,
  'db' | 'caches' | 'orderEvents' | 'chatEvents'
> & {
  env: Pick<Env, 'ORDER_SIMULATOR' | 'ORDER_SIMULATOR_STEP_MS'>;
  logger: SimulatorLogger;
  /** How often to look for due orders; default a third of the step, between 5 ms and 5 s. */
  pollMs?: number;
};

export type OrderSimulator = { stop: () => Promise<void> };

/** ORDER_SIMULATOR=on|off decides; auto follows the business setting `demo` (read each tick). */
export async function isSimulatorEnabled(
  deps: Pick<AppDeps, 'db' | 'caches'>,
  mode: Env['ORDER_SIMULATOR'],
): Promise<boolean> {
  if (mode !== 'auto') return mode === 'on';
  try {
    return (await getBusinessSettings(deps)).demo;
  } catch {
    return false; // not configured yet: nothing to simulate
  }
}

/**
 * The demo simulator: a timer in the API process that moves new orders pending → confirmed →
 * processing → handover → picked_up → delivered, and rental trips pending → confirmed → ongoing
 * → completed, one step per ORDER_SIMULATOR_STEP_MS, so the tracking pages show progress; and it
 * answers a customer's chat message with a polite automatic reply (messages/auto-reply.ts).
 * Safe with several instances (see advanceDueOrders). Ticks never overlap; stop() waits for the
 * running one.
 */
export function startOrderSimulator(options: OrderSimulatorOptions): OrderSimulator {
  const { env, logger } = options;
  const stepMs = env.ORDER_SIMULATOR_STEP_MS;
  const pollMs = options.pollMs ?? Math.min(5_000, Math.max(5, Math.floor(stepMs / 3)));
  logger.info({ mode: env.ORDER_SIMULATOR, stepMs }, 'order simulator started');

  const tick = async () => {
    try {
      if (!(await isSimulatorEnabled(options, env.ORDER_SIMULATOR))) return;
      const moved = await advanceDueOrders(options, { stepMs });
      if (moved > 0) logger.info({ moved }, 'order simulator advanced orders');
      const trips = await advanceDueTrips(options, { stepMs });
      if (trips > 0) logger.info({ trips }, 'order simulator advanced rental trips');
      const replies = await sendAutomaticReplies(options);
      if (replies > 0) logger.info({ replies }, 'order simulator sent automatic chat replies');
    } catch (err) {
      logger.error({ err }, 'order simulator tick failed');
    }
  };
  return repeatEvery(pollMs, tick);
}
