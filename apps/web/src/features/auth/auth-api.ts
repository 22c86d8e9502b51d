import { AuthResultSchema } from '@marketplace/contract/auth-answers';
import type {
  ForgotPasswordBody,
  ResetPasswordBody,
  VerifyResetTokenBody,
} from '@marketplace/contract/auth-password-reset';
import {
  forgotPassword,
  resetPassword as resetPasswordEntry,
  verifyResetToken as verifyResetTokenEntry,
} from '@marketplace/contract/endpoints/auth';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { z } from 'zod';
import { ApiError, callApi } from '@/lib/api-client';
import { buildApiHeaders } from '@/lib/api-headers';
import { parseCookieHeader, readShellCookies } from '@/lib/shell-cookies';
import type { SessionAction } from './session-exchange';

/** An AuthResult as the browser sees it: never a token, plus whether the session now exists. */
export const BrowserAuthResultSchema = AuthResultSchema.extend({
  token: z.null(),
  signed_in: z.boolean(),
});
export type BrowserAuthResult = z.infer<typeof BrowserAuthResultSchema>;

function readCookies() {
  return readShellCookies(parseCookieHeader(document.cookie));
}

/** The guest id to send with sign-in and sign-up, so the server merges the guest's cart. */
export function readGuestId(): string | null {
  return typeof document === 'undefined' ? null : readCookies().guestId;
}

async function readErrorEnvelope(response: Response) {
  const parsed = ErrorEnvelopeSchema.safeParse(await response.json().catch(() => null));
  return parsed.success && parsed.data.errors.length > 0
    ? parsed.data.errors
    : [{ code: `http_${response.status}`, message: '' }];
}

/**
 * One sign-in call through the web server (/api/session/{action}), which keeps any token in the
 * httpOnly cookie. `remember` makes that cookie outlive the browser session.
 */
export async function postSession(
  action: SessionAction,
  body: Record<string, unknown>,
  remember: boolean,
): Promise<BrowserAuthResult> {
  let response: Response;
  try {
    response = await fetch(`/api/session/${action}`, {
      method: 'POST',
      headers: { ...buildApiHeaders(readCookies()), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, guest_id: body.guest_id ?? readGuestId(), remember }),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, [{ code: 'network', message: '' }]);
  }
  if (!response.ok) throw new ApiError(response.status, await readErrorEnvelope(response));
  const parsed = BrowserAuthResultSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ApiError(502, [{ code: 'invalid_response', message: '' }]);
  return parsed.data;
}

/** Step 0 of password recovery: send a code to the phone or e-mail. */
export function requestPasswordReset(body: ForgotPasswordBody) {
  return callApi(forgotPassword, { body });
}

/** Step 1: check the code (it is not used up). */
export function verifyResetToken(body: VerifyResetTokenBody) {
  return callApi(verifyResetTokenEntry, { body });
}

/** Step 2: the code again with the new password. */
export function resetPassword(body: ResetPasswordBody) {
  return callApi(resetPasswordEntry, { body });
}
