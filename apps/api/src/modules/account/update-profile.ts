import { OTP_INVALID_MESSAGE } from '@marketplace/contract/auth-messages';
import {
  OTP_SEND_MESSAGE,
  PASSWORD_CHANGE_OFF,
  PROFILE_UNCHANGED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  type UpdateProfileInput,
  type UpdateProfileResponse,
  VERIFIED_CONTACT_REQUIRED,
} from '@marketplace/contract/profile';
import {
  getChangeToVerify,
  getProfileChanges,
  getRemovedVerifiedContact,
  hasProfileChanges,
  type ProfileChanges,
  type ProfileSnapshot,
} from '@marketplace/domain/account/profile-changes';
import { normalizePhone } from '@marketplace/domain/validation/phone';
import { ValidationError } from '../../errors/app-error';
import { UnauthorizedError } from '../auth/access-tokens';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  type NewUser,
  type UserRow,
  updateUser,
} from '../auth/auth.repository';
import type { AuthDeps } from '../auth/auth-deps';
import { checkCode, demoOtpHint, sendCode } from '../auth/otp.service';
import { hashPassword } from '../auth/password-hash';
import {
  EMAIL_TAKEN_MESSAGE,
  PHONE_TAKEN_MESSAGE,
  rethrowContactTaken,
} from '../auth/unique-violation';
import { getBusinessSettings } from '../settings/settings.cache';
import {
  assertAcceptableImage,
  attachUploads,
  deleteUpload,
  saveImageUpload,
} from '../uploads/uploads.service';

function snapshotOf(user: UserRow): ProfileSnapshot {
  return {
    fName: user.fName,
    lName: user.lName,
    email: user.email,
    phone: user.phone,
    isPhoneVerified: user.isPhoneVerified === 1,
    isEmailVerified: user.isEmailVerified === 1,
  };
}

/** The columns to write; a verified contact that was just proven stays verified. */
async function buildUpdate(
  changes: ProfileChanges,
  body: UpdateProfileInput,
  proven: 'phone' | 'email' | null,
): Promise<Partial<NewUser>> {
  const values: Partial<NewUser> = {};
  if (changes.fName !== undefined) values.fName = changes.fName;
  if (changes.lName !== undefined) values.lName = changes.lName;
  if (changes.phone !== undefined) {
    values.phone = changes.phone;
    values.isPhoneVerified = proven === 'phone' ? 1 : 0;
  }
  if (changes.email !== undefined) {
    values.email = changes.email;
    values.isEmailVerified = proven === 'email' ? 1 : 0;
  }
  if (changes.password && body.password) values.passwordHash = await hashPassword(body.password);
  return values;
}

/**
 * POST /customer/update-profile (spec 02 §4): only what changed is written; replacing a verified
 * phone or e-mail first answers `otp_send` (a code to the new contact) and applies once the same
 * form comes back with the right code. Both verified contacts changing are confirmed one by one.
 */
export async function updateProfile(
  deps: AuthDeps,
  userId: number,
  body: UpdateProfileInput,
): Promise<UpdateProfileResponse> {
  const [user, settings] = await Promise.all([
    findUserById(deps.db, userId),
    getBusinessSettings(deps),
  ]);
  if (user?.status !== 1 || !user) throw new UnauthorizedError();
  if (body.password && settings.manual_login_status !== 1) {
    throw ValidationError.field('password', PASSWORD_CHANGE_OFF);
  }
  const current = snapshotOf(user);
  const changes = getProfileChanges(current, {
    name: body.name,
    email: body.email ? body.email.toLowerCase() : null,
    phone: body.phone ? normalizePhone(body.phone) : null,
    hasPassword: Boolean(body.password),
  });
  const photo = body.image ? await checkedPhoto(body.image) : null;
  if (!hasProfileChanges(changes) && !photo) return { message: PROFILE_UNCHANGED_MESSAGE };
  const removed = getRemovedVerifiedContact(current, changes);
  if (removed) throw ValidationError.field(removed, VERIFIED_CONTACT_REQUIRED);

  await refuseTakenContacts(deps, userId, changes);

  const toVerify = getChangeToVerify(current, changes);
  let proven: 'phone' | 'email' | null = null;
  let pending: ProfileChanges = changes;
  if (toVerify) {
    const target = (toVerify === 'phone' ? changes.phone : changes.email) as string;
    if (!body.otp || body.verification_on !== toVerify) {
      return sendChangeCode(deps, settings, userId, toVerify, target);
    }
    const row = await checkCode(deps, {
      purpose: 'profile_change',
      target,
      code: body.otp,
      consume: true,
      field: 'otp',
    });
    if (row.userId !== userId) throw ValidationError.field('otp', OTP_INVALID_MESSAGE);
    proven = toVerify;
    // The other verified contact, if it changes too, waits for its own code.
    if (toVerify === 'phone' && getChangeToVerify(current, { email: changes.email })) {
      pending = { ...changes, email: undefined };
    }
  }
  const values = await buildUpdate(pending, body, proven);
  const saved = photo
    ? await saveImageUpload(deps, photo, {
        purpose: 'profile_photo',
        ownerUserId: userId,
        access: 'public',
        field: 'image',
      })
    : null;
  if (saved) values.imageUploadId = saved.id;
  try {
    await deps.db.transaction(async (tx) => {
      await updateUser(tx, userId, values).catch(rethrowContactTaken);
      if (saved) await attachUploads(tx, [saved.id]);
    });
  } catch (error) {
    if (saved) await deleteUpload(deps, saved.id);
    throw error;
  }
  if (saved && user.imageUploadId) await deleteUpload(deps, user.imageUploadId);
  if (pending !== changes) {
    return sendChangeCode(deps, settings, userId, 'email', changes.email as string);
  }
  return { message: PROFILE_UPDATED_MESSAGE };
}

/**
 * The photo's format is checked before anything else happens (a code sent, a contact changed);
 * it is re-encoded and stored only when the update applies.
 */
async function checkedPhoto(file: File): Promise<Uint8Array> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  assertAcceptableImage(bytes, 'image');
  return bytes;
}

/** Checked before a code goes out, so a taken number never receives one (the unique index still decides races). */
async function refuseTakenContacts(deps: AuthDeps, userId: number, changes: ProfileChanges) {
  if (changes.phone) {
    const owner = await findUserByPhone(deps.db, changes.phone);
    if (owner && owner.id !== userId) throw ValidationError.field('phone', PHONE_TAKEN_MESSAGE);
  }
  if (changes.email) {
    const owner = await findUserByEmail(deps.db, changes.email);
    if (owner && owner.id !== userId) throw ValidationError.field('email', EMAIL_TAKEN_MESSAGE);
  }
}

async function sendChangeCode(
  deps: AuthDeps,
  settings: Awaited<ReturnType<typeof getBusinessSettings>>,
  userId: number,
  channel: 'phone' | 'email',
  target: string,
): Promise<UpdateProfileResponse> {
  const sent = await sendCode(deps, settings.business_name, {
    purpose: 'profile_change',
    channel,
    target,
    userId,
    deliver: true,
    // A repeated Update within the minute keeps the code already sent.
    onCooldown: 'skip',
  });
  return {
    message: OTP_SEND_MESSAGE,
    verification_on: channel,
    ...demoOtpHint(deps, settings, sent),
  };
}
