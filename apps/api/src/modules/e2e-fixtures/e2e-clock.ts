import { AsyncLocalStorage } from 'node:async_hooks';
import { E2E_CLOCK_HEADER, E2eInstantSchema } from '@marketplace/contract/e2e-fixtures';
import type { App } from '../../app-types';
import { ValidationError } from '../../errors/app-error';
import type { Clock } from '../../services/clock';

/**
 * The journeys' clock (decision 0046): a request carrying the X-E2E-Clock header is answered as
 * if it were that instant, for that request alone, so journeys running side by side never see
 * each other's clock and every API worker honours it alike. Any other request reads the real
 * clock. buildApp loads this module only when E2E_FIXTURES is on.
 */
export function createE2eClock() {
  const fixed = new AsyncLocalStorage<number>();
  const clock: Clock = { now: () => new Date(fixed.getStore() ?? Date.now()) };

  function honourClockHeader(app: App) {
    // preHandler, after the body is read: the handler and everything it awaits run inside.
    app.addHook('preHandler', (request, _reply, done) => {
      const raw = request.headers[E2E_CLOCK_HEADER];
      if (raw === undefined) return done();
      const parsed = E2eInstantSchema.safeParse(raw);
      if (!parsed.success) {
        return done(ValidationError.field(E2E_CLOCK_HEADER, 'must be an ISO instant with offset'));
      }
      fixed.run(Date.parse(parsed.data), done);
    });
  }

  return { clock, honourClockHeader };
}
