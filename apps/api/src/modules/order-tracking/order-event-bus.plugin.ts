import type { App, AppDeps } from '../../app-types';
import { installOrderEventBus } from './order-events';
import { createRedisOrderEventBus } from './redis-order-event-bus';

/**
 * Chooses the order event bus when the app is built: with REDIS_URL, a Redis-backed bus so a
 * status change on any instance reaches tracking streams held by every other; without it, the
 * in-process bus getOrderEventBus creates on first use. The Redis connections close with the app.
 */
export function orderEventBusPlugin({ db, env }: AppDeps) {
  return async (app: App) => {
    if (!env.REDIS_URL) return;
    const bus = createRedisOrderEventBus({ url: env.REDIS_URL, logger: app.log });
    const uninstall = installOrderEventBus(db, bus);
    app.log.info('order events fan out through redis');
    app.addHook('onClose', async () => {
      uninstall();
      await bus.close();
    });
  };
}
