import type { AuthResult } from '@marketplace/contract/auth-answers';
import type { SocialMedium } from '@marketplace/contract/auth-fields';
import type {
  SocialLoginBodySchema,
  SocialRegisterBodySchema,
} from '@marketplace/contract/auth-login';
import { splitFullName } from '@marketplace/domain/auth/personal-info';
import type { z } from 'zod';
import type { BusinessSettings } from '../../db/business-settings';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { ValidationError } from '../../errors/app-error';
import { getBusinessSettings } from '../settings/settings.cache';
import {
  findUserByEmail,
  findUserByPhone,
  findUserBySocialAccount,
  insertUser,
  linkSocialAccount,
  type NewUser,
  type UserRow,
  updateUser,
} from './auth.repository';
import type { AuthDeps, RequestOrigin } from './auth-deps';
import { AUTH_LIMITS } from './auth-limits';
import { generateRefCode, normalizePhone } from './contact';
import { buildAuthResult, describeExistingUser, finishSignIn } from './finish-sign-in';
import { assertSocialMediumEnabled } from './login-availability';
import { demoOtpHint, sendCode } from './otp.service';
import { invalidSocialToken, PROVIDER_NAMES, SocialTokenError } from './social/social-verifier';
import { EMAIL_TAKEN_MESSAGE, PHONE_TAKEN_MESSAGE, rethrowContactTaken } from './unique-violation';

/** Spec 01 §4: code `email` makes the storefront ask for an e-mail or phone. */
export const SOCIAL_EMAIL_MISSING_MESSAGE =
  'Your account did not share an email. Please give an email or phone number to continue.';

type Identity = {
  medium: SocialMedium;
  subject: string;
  email: string | null;
  name: string | null;
};

/** A new customer for a social identity, created and linked in one transaction. */
async function createSocialAccount(
  deps: AuthDeps,
  identity: Identity,
  values: Omit<NewUser, 'refCode'>,
): Promise<UserRow> {
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, { ...values, refCode: generateRefCode() });
      await linkSocialAccount(tx, {
        userId: user.id,
        medium: identity.medium,
        subject: identity.subject,
        email: identity.email,
      });
      return user;
    });
  } catch (error) {
    // The same identity signed in twice at once: the other request created the account.
    if (violatedUniqueIndex(error) === 'social_accounts_medium_subject_key') {
      const linked = await findUserBySocialAccount(deps.db, identity.medium, identity.subject);
      if (linked) return linked;
    }
    return rethrowContactTaken(error);
  }
}

/**
 * A phone for a social account: with phone verification on, a code goes to it and the phone is
 * attached when verify-phone gets that code (so nobody can claim a number they do not hold).
 */
async function attachPhone(
  deps: AuthDeps,
  settings: BusinessSettings,
  origin: RequestOrigin,
  user: UserRow,
  phone: string,
): Promise<AuthResult> {
  const holder = await findUserByPhone(deps.db, phone);
  if (holder && holder.id !== user.id) throw ValidationError.field('phone', PHONE_TAKEN_MESSAGE);
  if (settings.phone_verification_status === 1 && !(user.phone === phone && user.isPhoneVerified)) {
    const sent = await sendCode(deps, settings.business_name, {
      purpose: 'sign_in',
      channel: 'phone',
      target: phone,
      userId: user.id,
      deliver: true,
      onCooldown: 'throw',
    });
    return buildAuthResult(settings, { ...user, phone }, 'social', {
      is_phone_verified: 0,
      verification_on: 'phone',
      ...demoOtpHint(deps, settings, sent),
    });
  }
  const updated =
    user.phone === phone
      ? user
      : await updateUser(deps.db, user.id, { phone, isPhoneVerified: 0 }).catch(
          rethrowContactTaken,
        );
  return finishSignIn(deps, settings, updated, {
    loginType: 'social',
    guestId: origin.guestId,
    askForPhone: false,
  });
}

async function verifyIdentity(
  deps: AuthDeps,
  settings: BusinessSettings,
  medium: SocialMedium,
  token: string,
  uniqueId: string | null | undefined,
): Promise<Identity> {
  const audience = assertSocialMediumEnabled(settings, medium);
  const identity = await deps.social.verify(medium, token, audience);
  // Facebook's unique_id is the Graph user id; a token of someone else is refused.
  if (medium === 'facebook' && uniqueId && uniqueId !== identity.subject) {
    throw invalidSocialToken(medium);
  }
  return { medium, ...identity };
}

/**
 * POST /auth/social-login (spec 01 §4 "After social login"). A linked identity signs in. An
 * unlinked one whose provider-verified e-mail has an account asks 'Is It You?' (yes links, no
 * makes a separate account without that e-mail). No e-mail from the provider: 422 `email`
 * until the client sends one (or a phone).
 */
export async function loginWithSocial(
  deps: AuthDeps,
  origin: RequestOrigin,
  body: z.output<typeof SocialLoginBodySchema>,
): Promise<AuthResult> {
  const settings = await getBusinessSettings(deps);
  const identity = await verifyIdentity(deps, settings, body.medium, body.token, body.unique_id);
  await deps.limiter.hit(AUTH_LIMITS.loginPerIp, origin.ip);
  const finish = (user: UserRow) =>
    finishSignIn(deps, settings, user, { loginType: 'social', guestId: origin.guestId });

  const linked = await findUserBySocialAccount(deps.db, identity.medium, identity.subject);
  if (linked) return finish(linked);

  const names = splitFullName(identity.name ?? '');
  const base = { ...names, loginMedium: identity.medium, socialId: identity.subject };
  if (identity.email) {
    const existing = await findUserByEmail(deps.db, identity.email);
    if (!existing) {
      return finish(
        await createSocialAccount(deps, identity, {
          ...base,
          email: identity.email,
          isEmailVerified: 1,
        }),
      );
    }
    if (body.verified === 'yes') {
      await linkSocialAccount(deps.db, { userId: existing.id, ...identity });
      const user = existing.isEmailVerified
        ? existing
        : await updateUser(deps.db, existing.id, { isEmailVerified: 1 });
      return finish(user);
    }
    if (body.verified === 'no') {
      // Not theirs: a separate account, which needs its own e-mail or phone (user_info step).
      return finish(await createSocialAccount(deps, identity, { ...base, fName: '', lName: '' }));
    }
    const asked = {
      fName: '-',
      email: identity.email,
      phone: null,
      isPhoneVerified: 0,
      isEmailVerified: 1,
    };
    return buildAuthResult(settings, asked, 'social', {
      is_exist_user: describeExistingUser(existing, deps.env.PUBLIC_URL),
    });
  }

  if (body.email) {
    // Typed by the customer, not vouched for by the provider: never joins an existing account.
    if (await findUserByEmail(deps.db, body.email)) {
      throw ValidationError.field('email', EMAIL_TAKEN_MESSAGE);
    }
    return finish(await createSocialAccount(deps, identity, { ...base, email: body.email }));
  }
  if (body.phone) {
    const phone = normalizePhone(body.phone);
    if (await findUserByPhone(deps.db, phone)) {
      throw ValidationError.field('phone', PHONE_TAKEN_MESSAGE);
    }
    const user = await createSocialAccount(deps, identity, base);
    return attachPhone(deps, settings, origin, user, phone);
  }
  throw ValidationError.field('email', SOCIAL_EMAIL_MISSING_MESSAGE);
}

/**
 * POST /auth/social-register: the phone asked for after social login answered without a token.
 * The provider token proves again who is asking.
 */
export async function registerSocialPhone(
  deps: AuthDeps,
  origin: RequestOrigin,
  body: z.output<typeof SocialRegisterBodySchema>,
): Promise<AuthResult> {
  const settings = await getBusinessSettings(deps);
  const token = body.medium === 'apple' && body.id_token ? body.id_token : body.token;
  const identity = await verifyIdentity(deps, settings, body.medium, token, body.unique_id);
  await deps.limiter.hit(AUTH_LIMITS.otpSendPerIp, origin.ip);
  const user = await findUserBySocialAccount(deps.db, identity.medium, identity.subject);
  if (!user) {
    throw new SocialTokenError(`Please sign in with ${PROVIDER_NAMES[body.medium]} first.`);
  }
  return attachPhone(deps, settings, origin, user, normalizePhone(body.phone));
}
