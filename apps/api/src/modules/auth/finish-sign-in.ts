import { randomBytes } from 'node:crypto';
import type { AuthResult, ExistingUser } from '@marketplace/contract/auth-answers';
import type { LoginType } from '@marketplace/contract/auth-fields';
import {
  getPendingVerification,
  reportVerifiedFlag,
} from '@marketplace/domain/auth/pending-verification';
import { hasPersonalInfo } from '@marketplace/domain/auth/personal-info';
import type { BusinessSettings } from '../../db/business-settings';
import { AppError } from '../../errors/app-error';
import { buildMediaUrl } from '../../lib/media-url';
import { ACCOUNT_INACTIVE_MESSAGE, issueAccessToken } from './access-tokens';
import { guestExists, hashTicket, insertSignInTicket, type UserRow } from './auth.repository';
import type { AuthDeps } from './auth-deps';
import { demoOtpHint, sendCode } from './otp.service';

/** A ticket for the user_info step lasts this long. */
export const SIGN_IN_TICKET_LIFETIME_MS = 15 * 60_000;

/** 403: the right credentials for a blocked account (said only once the credentials are right). */
export class AccountInactiveError extends AppError {
  constructor() {
    super(403, 'auth-003', ACCOUNT_INACTIVE_MESSAGE);
  }
}

export function assertActive(user: Pick<UserRow, 'status'>): void {
  if (user.status !== 1) throw new AccountInactiveError();
}

type ResultExtras = Partial<Pick<AuthResult, 'temp_token' | 'verification_on' | 'demo_otp'>> & {
  token?: string | null;
  is_personal_info?: 0 | 1;
  is_phone_verified?: 0 | 1;
  is_exist_user?: ExistingUser | null;
};

/** The AuthResult for `user`, verification flags as the client reads them. */
export function buildAuthResult(
  settings: BusinessSettings,
  user: Pick<UserRow, 'fName' | 'email' | 'phone' | 'isPhoneVerified' | 'isEmailVerified'> | null,
  loginType: LoginType,
  extras: ResultExtras = {},
): AuthResult {
  return {
    token: extras.token ?? null,
    ...(extras.temp_token ? { temp_token: extras.temp_token } : {}),
    is_phone_verified:
      extras.is_phone_verified ??
      reportVerifiedFlag(settings.phone_verification_status === 1, user?.isPhoneVerified === 1),
    is_email_verified: reportVerifiedFlag(
      settings.email_verification_status === 1,
      user?.isEmailVerified === 1,
    ),
    is_personal_info: extras.is_personal_info ?? (user && !hasPersonalInfo(user) ? 0 : 1),
    is_exist_user: extras.is_exist_user ?? null,
    login_type: loginType,
    email: user?.email ?? null,
    phone: user?.phone ?? null,
    ...(extras.verification_on ? { verification_on: extras.verification_on } : {}),
    ...(extras.demo_otp ? { demo_otp: extras.demo_otp } : {}),
  };
}

/** 'Is It You?': enough to recognise one's own account, nothing more. */
export function describeExistingUser(user: UserRow, publicUrl: string): ExistingUser {
  return {
    id: user.id,
    name: `${user.fName} ${user.lName}`.trim(),
    image: user.image ? buildMediaUrl(publicUrl, user.image) : null,
  };
}

async function createSignInTicket(deps: AuthDeps, userId: number): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await insertSignInTicket(deps.db, {
    userId,
    tokenHash: hashTicket(ticket),
    expiresAt: new Date(Date.now() + SIGN_IN_TICKET_LIFETIME_MS),
  });
  return ticket;
}

/**
 * Issues the bearer token and moves the guest's carts to the customer in one transaction (the
 * app's guest handovers: the cart and the rental cart, services/feature-hooks.ts): either the
 * customer is signed in with the carts, or neither happened.
 */
export async function issueTokenAndMergeGuest(
  deps: AuthDeps,
  userId: number,
  guestId: string | null,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const token = await issueAccessToken(tx, userId);
    if (guestId && (await guestExists(tx, guestId))) {
      for (const handOver of deps.guestHandovers) await handOver(tx, guestId, userId);
    }
    return token;
  });
}

export type FinishOptions = {
  loginType: LoginType;
  guestId: string | null;
  /**
   * An unverified phone asks for a phone number (phone_modal) instead of sending a code: what
   * the storefront does after social login. Defaults to on for social sign-in.
   */
  askForPhone?: boolean;
};

/**
 * The last step every sign-in path shares (spec 01 §4): missing personal info → a ticket for
 * user_info; a contact to verify → a code is sent (social sign-in asks for a phone instead);
 * otherwise the token, with the guest's cart merged.
 */
export async function finishSignIn(
  deps: AuthDeps,
  settings: BusinessSettings,
  user: UserRow,
  { loginType, guestId, askForPhone = loginType === 'social' }: FinishOptions,
): Promise<AuthResult> {
  assertActive(user);
  if (!hasPersonalInfo(user)) {
    const ticket = await createSignInTicket(deps, user.id);
    return buildAuthResult(settings, user, loginType, { temp_token: ticket, is_personal_info: 0 });
  }
  const pending = getPendingVerification(
    {
      phoneVerification: settings.phone_verification_status === 1,
      // The provider vouches for a social account's e-mail.
      emailVerification: settings.email_verification_status === 1 && loginType !== 'social',
    },
    {
      phone: user.phone,
      email: user.email,
      isPhoneVerified: user.isPhoneVerified === 1,
      isEmailVerified: user.isEmailVerified === 1,
    },
  );
  if (pending === 'phone_missing' || (pending === 'phone' && askForPhone)) {
    // Spec 01 §4 "After social login": no token → the storefront asks for a phone number.
    return buildAuthResult(settings, user, loginType, { is_phone_verified: 0 });
  }
  if (pending) {
    const target = pending === 'phone' ? user.phone : user.email?.toLowerCase();
    const sent = await sendCode(deps, settings.business_name, {
      purpose: 'sign_in',
      channel: pending,
      target: target ?? '',
      userId: user.id,
      deliver: true,
      onCooldown: 'skip',
    });
    return buildAuthResult(settings, user, loginType, {
      verification_on: pending,
      ...demoOtpHint(deps, settings, sent),
    });
  }
  const token = await issueTokenAndMergeGuest(deps, user.id, guestId);
  return buildAuthResult(settings, user, loginType, { token });
}
