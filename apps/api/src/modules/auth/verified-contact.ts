import type { AuthResult } from '@marketplace/contract/auth-answers';
import type { LoginType } from '@marketplace/contract/auth-fields';
import { OTP_INVALID_MESSAGE } from '@marketplace/contract/auth-messages';
import type { BusinessSettings } from '../../db/business-settings';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { ValidationError } from '../../errors/app-error';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  type UserRow,
  updateUser,
} from './auth.repository';
import type { AuthDeps, RequestOrigin } from './auth-deps';
import { generateRefCode } from './contact';
import { finishSignIn } from './finish-sign-in';
import { checkCode, type OtpChannel } from './otp.service';
import { rethrowContactTaken } from './unique-violation';

export type VerifiedContact = {
  channel: OtpChannel;
  /** Normalised phone or lower-case e-mail the code went to. */
  target: string;
  /** The account the code was sent for, if it was sent for one. */
  userId: number | null;
  loginType: LoginType;
  field: string;
};

/** First OTP sign-in of a phone without an account: an account with just that phone. */
async function createPhoneAccount(deps: AuthDeps, phone: string): Promise<UserRow> {
  try {
    return await insertUser(deps.db, {
      fName: '',
      phone,
      isPhoneVerified: 1,
      refCode: generateRefCode(),
      loginMedium: 'otp',
    });
  } catch (error) {
    // Two first sign-ins of one phone raced: the other created it.
    if (violatedUniqueIndex(error) !== 'users_phone_key') throw error;
    const existing = await findUserByPhone(deps.db, phone);
    if (!existing) throw error;
    return existing;
  }
}

async function findAccount(deps: AuthDeps, contact: VerifiedContact): Promise<UserRow | null> {
  if (contact.userId) return findUserById(deps.db, contact.userId);
  return contact.channel === 'phone'
    ? findUserByPhone(deps.db, contact.target)
    : findUserByEmail(deps.db, contact.target);
}

/**
 * The contact has been proven (a code we sent, or the phone provider's check): mark it
 * verified (attaching a phone to the social account it was asked for), creating an account for
 * a first OTP sign-in, and finish the sign-in.
 */
export async function signInWithVerifiedContact(
  deps: AuthDeps,
  settings: BusinessSettings,
  origin: RequestOrigin,
  contact: VerifiedContact,
): Promise<AuthResult> {
  let user = await findAccount(deps, contact);
  if (!user) {
    if (contact.channel !== 'phone' || settings.otp_login_status !== 1) {
      throw ValidationError.field(contact.field, OTP_INVALID_MESSAGE);
    }
    user = await createPhoneAccount(deps, contact.target);
  } else if (contact.channel === 'phone') {
    if (user.phone !== contact.target || user.isPhoneVerified !== 1) {
      user = await updateUser(deps.db, user.id, {
        phone: contact.target,
        isPhoneVerified: 1,
      }).catch(rethrowContactTaken);
    }
  } else if (user.email?.toLowerCase() === contact.target && user.isEmailVerified !== 1) {
    user = await updateUser(deps.db, user.id, { isEmailVerified: 1 });
  }
  return finishSignIn(deps, settings, user, {
    loginType: contact.loginType,
    guestId: origin.guestId,
  });
}

/** verify-phone and the second OTP-login call: check and use up the code, then sign in. */
export async function verifySignInCode(
  deps: AuthDeps,
  settings: BusinessSettings,
  origin: RequestOrigin,
  contact: Omit<VerifiedContact, 'userId'> & { code: string },
): Promise<AuthResult> {
  const row = await checkCode(deps, {
    purpose: 'sign_in',
    target: contact.target,
    code: contact.code,
    consume: true,
    field: contact.field,
  });
  return signInWithVerifiedContact(deps, settings, origin, { ...contact, userId: row.userId });
}
