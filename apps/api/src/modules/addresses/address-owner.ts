import { ADDRESS_GUEST_FORBIDDEN_MESSAGE } from '@marketplace/contract/addresses';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { RequestContext } from '../../plugins/parse-request-context';
import { resolveCustomer } from '../auth/caller';

/** 403: a guest asked for what only a signed-in customer has (spec 01 §6). */
export class GuestForbiddenError extends AppError {
  constructor() {
    super(403, 'guest', ADDRESS_GUEST_FORBIDDEN_MESSAGE);
  }
}

/**
 * Saved addresses are a customer's (spec 01 §6: guests cannot save or list them). A bearer token
 * decides; without one, a guest_id answers 403 and nothing at all answers 401.
 */
export async function resolveAddressOwner(
  db: Database,
  ctx: Pick<RequestContext, 'bearerToken' | 'guestId'>,
): Promise<number> {
  if (!ctx.bearerToken && ctx.guestId) throw new GuestForbiddenError();
  const { userId } = await resolveCustomer(db, ctx);
  return userId;
}
