import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../plugins/parse-request-context';
import { authenticateBearer, UnauthorizedError } from './access-tokens';
import { selectGuestId } from './caller.repository';

/** Who is calling a guest-or-customer endpoint. */
export type Caller = { kind: 'customer'; userId: number } | { kind: 'guest'; guestId: string };

export const GUEST_OR_TOKEN_REQUIRED_MESSAGE = 'Sign in or send the guest_id of this browser';

/**
 * API contract: a guest-or-customer call uses the bearer token when present, else `guest_id`
 * (which must be one the server issued), else 401.
 */
export async function resolveGuestOrCustomer(
  { db, knownGuests }: Pick<AppDeps, 'db' | 'knownGuests'>,
  ctx: Pick<RequestContext, 'bearerToken' | 'guestId'>,
): Promise<Caller> {
  if (ctx.bearerToken) {
    const { userId } = await authenticateBearer(db, ctx.bearerToken);
    return { kind: 'customer', userId };
  }
  if (ctx.guestId && knownGuests.has(ctx.guestId)) {
    return { kind: 'guest', guestId: ctx.guestId };
  }
  const issuedId = ctx.guestId ? await selectGuestId(db, ctx.guestId) : undefined;
  if (issuedId) {
    knownGuests.remember(issuedId);
    return { kind: 'guest', guestId: issuedId };
  }
  throw new UnauthorizedError(GUEST_OR_TOKEN_REQUIRED_MESSAGE);
}

/** A customer-only call: the bearer token is required. */
export async function resolveCustomer(
  db: Database,
  ctx: Pick<RequestContext, 'bearerToken'>,
): Promise<{ kind: 'customer'; userId: number }> {
  if (!ctx.bearerToken) throw new UnauthorizedError();
  const { userId } = await authenticateBearer(db, ctx.bearerToken);
  return { kind: 'customer', userId };
}
