import type { Env } from '../../env';
import type { LimitRule } from '../../lib/attempt-limiter';

/**
 * New guest ids per IP (issue 12 §9: 500 were minted in 2 s, one row each): GUEST_ID_RATE_LIMIT
 * a minute, in the counters every API process shares (decision 0024); null when limits are off
 * (GUEST_ID_RATE_LIMIT=0 or RATE_LIMIT_MAX=0).
 */
export function getGuestIdLimit(
  env: Pick<Env, 'GUEST_ID_RATE_LIMIT' | 'RATE_LIMIT_MAX'>,
): LimitRule | null {
  if (env.GUEST_ID_RATE_LIMIT === 0 || env.RATE_LIMIT_MAX === 0) return null;
  return { name: 'guest-id-ip', max: env.GUEST_ID_RATE_LIMIT, windowMs: 60_000 };
}
