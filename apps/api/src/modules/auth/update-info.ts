import type { AuthResult } from '@marketplace/contract/auth-answers';
import type { UpdateInfoBodySchema } from '@marketplace/contract/auth-login';
import { splitFullName } from '@marketplace/domain/auth/personal-info';
import type { z } from 'zod';
import { getBusinessSettings } from '../settings/settings.cache';
import { authenticateBearer, UnauthorizedError } from './access-tokens';
import {
  findLiveTicketUser,
  findUserById,
  hashTicket,
  type NewUser,
  updateUser,
  useTicket,
} from './auth.repository';
import type { AuthDeps, RequestOrigin } from './auth-deps';
import { normalizePhone } from './contact';
import { assertActive, finishSignIn } from './finish-sign-in';
import { resolveReferrer } from './sign-up';
import { rethrowContactTaken } from './unique-violation';

export const TICKET_EXPIRED_MESSAGE = 'This sign-in step has expired. Please sign in again.';

/**
 * POST /auth/update-info (the user_info step): the name, and the e-mail or phone the account
 * lacks. Authorised by the answer's temp_token (used up here) or by a bearer token.
 */
export async function updateInfo(
  deps: AuthDeps,
  origin: RequestOrigin & { bearerToken: string | null },
  body: z.output<typeof UpdateInfoBodySchema>,
): Promise<AuthResult> {
  const settings = await getBusinessSettings(deps);
  const now = new Date();
  const ticketHash = body.temp_token ? hashTicket(body.temp_token) : null;
  const userId = ticketHash
    ? await findLiveTicketUser(deps.db, ticketHash, now)
    : origin.bearerToken
      ? (await authenticateBearer(deps.db, origin.bearerToken)).userId
      : null;
  if (!userId) throw new UnauthorizedError(TICKET_EXPIRED_MESSAGE);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new UnauthorizedError(TICKET_EXPIRED_MESSAGE);
  assertActive(user);

  const patch: Partial<NewUser> = splitFullName(body.name);
  if (body.email && !user.email) Object.assign(patch, { email: body.email, isEmailVerified: 0 });
  if (body.phone && !user.phone) {
    Object.assign(patch, { phone: normalizePhone(body.phone), isPhoneVerified: 0 });
  }
  if (body.ref_code && user.refBy === null) {
    const refBy = await resolveReferrer(deps.db, settings, body.ref_code);
    if (refBy !== null && refBy !== user.id) patch.refBy = refBy;
  }
  const updated = await deps.db
    .transaction(async (tx) => {
      if (ticketHash && !(await useTicket(tx, ticketHash, now))) {
        throw new UnauthorizedError(TICKET_EXPIRED_MESSAGE);
      }
      return updateUser(tx, user.id, patch);
    })
    .catch(rethrowContactTaken);
  return finishSignIn(deps, settings, updated, {
    loginType: body.login_type,
    guestId: origin.guestId,
    askForPhone: false,
  });
}
