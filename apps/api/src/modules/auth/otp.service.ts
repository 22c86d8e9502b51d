import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_BLOCKED_MESSAGE,
  OTP_COOLDOWN_MESSAGE,
  OTP_EXPIRED_MESSAGE,
  OTP_INVALID_MESSAGE,
} from '@marketplace/contract/auth-messages';
import {
  getBlockAfterWrongTry,
  getBlockWaitMs,
  getResendWaitMs,
  isOtpExpired,
  OTP_LENGTH,
  OTP_LIFETIME_MS,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
} from '@marketplace/domain/auth/otp-policy';
import { ValidationError } from '../../errors/app-error';
import { RateLimitedError } from '../../lib/attempt-limiter';
import type { AuthDeps } from './auth-deps';
import { AUTH_LIMITS } from './auth-limits';
import {
  blockOtp,
  consumeOtp,
  countOtpTry,
  deleteOtp,
  findOtp,
  type OtpPurpose,
  type OtpRow,
  resetOtpTries,
  upsertOtp,
} from './otp.repository';

export type OtpChannel = 'phone' | 'email';

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

function isSameCode(row: Pick<OtpRow, 'codeSalt' | 'codeHash'>, code: string): boolean {
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCode(row.codeSalt, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export type SendCodeInput = {
  purpose: OtpPurpose;
  channel: OtpChannel;
  /** Normalised phone (+digits) or lower-case e-mail. */
  target: string;
  userId: number | null;
  /** False for an unknown account: the code is stored (same answer, same cooldown), not sent. */
  deliver: boolean;
  /** Inside the 60 s cooldown: answer 429 (explicit resend) or quietly keep the earlier code. */
  onCooldown: 'throw' | 'skip';
};

export type SendCodeResult = { sent: true; code: string } | { sent: false };

function messageFor(purpose: OtpPurpose, businessName: string, code: string) {
  const minutes = OTP_LIFETIME_MS / 60_000;
  const what = purpose === 'reset' ? 'password reset code' : 'verification code';
  return {
    subject: `Your ${businessName} ${what}`,
    text: `Your ${businessName} ${what} is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
  };
}

/** Creates a code for the contact (honouring the block and the resend cooldown) and sends it. */
export async function sendCode(
  deps: AuthDeps,
  businessName: string,
  input: SendCodeInput,
): Promise<SendCodeResult> {
  const now = new Date();
  const existing = await findOtp(deps.db, input.purpose, input.target);
  const blockWait = getBlockWaitMs(existing?.blockedUntil ?? null, now);
  if (blockWait > 0) throw new RateLimitedError(OTP_BLOCKED_MESSAGE, blockWait);
  const cooldown = getResendWaitMs(existing?.sentAt ?? null, now);
  if (cooldown > 0) {
    if (input.onCooldown === 'skip') return { sent: false };
    throw new RateLimitedError(OTP_COOLDOWN_MESSAGE, cooldown);
  }
  await deps.limiter.hit(AUTH_LIMITS.otpSendPerContact, `${input.purpose}:${input.target}`);

  const code = generateCode();
  const codeSalt = randomBytes(16).toString('hex');
  const stored = await upsertOtp(
    deps.db,
    {
      purpose: input.purpose,
      channel: input.channel,
      target: input.target,
      userId: input.userId,
      codeSalt,
      codeHash: hashCode(codeSalt, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
    },
    new Date(now.getTime() - OTP_RESEND_COOLDOWN_MS + 1),
  );
  if (!stored) {
    if (input.onCooldown === 'skip') return { sent: false };
    throw new RateLimitedError(OTP_COOLDOWN_MESSAGE, OTP_RESEND_COOLDOWN_MS);
  }
  if (input.deliver) {
    const row = await findOtp(deps.db, input.purpose, input.target);
    try {
      await deps.notifier.send({
        channel: input.channel === 'phone' ? 'sms' : 'email',
        to: input.target,
        ...messageFor(input.purpose, businessName, code),
        expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
      });
    } catch (error) {
      if (row) await deleteOtp(deps.db, row.id);
      throw error;
    }
  }
  return { sent: true, code };
}

/**
 * `demo_otp` for an answer: the code just sent, only when the API was started with DEMO_OTP=on
 * (never in production) and the business setting `demo` is on (spec 02: the demo OTP hint).
 */
export function demoOtpHint(
  deps: Pick<AuthDeps, 'env'>,
  settings: { demo: boolean },
  sent: SendCodeResult,
): { demo_otp?: string } {
  return sent.sent && deps.env.DEMO_OTP && settings.demo ? { demo_otp: sent.code } : {};
}

export type CheckCodeInput = {
  purpose: OtpPurpose;
  target: string;
  code: string;
  /** Single use: a code that signs in or resets a password is used up by the right answer. */
  consume: boolean;
  /** The request field the code came in (the 422's code). */
  field: string;
};

/**
 * Checks a code in constant time. Each try is counted before comparing, so concurrent guesses
 * cannot exceed the limit; the fifth wrong try blocks the contact (429 with Retry-After).
 */
export async function checkCode(deps: AuthDeps, input: CheckCodeInput): Promise<OtpRow> {
  const now = new Date();
  const invalid = () => ValidationError.field(input.field, OTP_INVALID_MESSAGE);
  const row = await findOtp(deps.db, input.purpose, input.target);
  if (!row || row.consumedAt) throw invalid();
  const blockWait = getBlockWaitMs(row.blockedUntil, now);
  if (blockWait > 0) throw new RateLimitedError(OTP_BLOCKED_MESSAGE, blockWait);
  if (isOtpExpired(row.expiresAt, now)) {
    throw ValidationError.field(input.field, OTP_EXPIRED_MESSAGE);
  }
  const tries = await countOtpTry(deps.db, row.id, OTP_MAX_WRONG_ATTEMPTS);
  if (tries === null) throw invalid();

  if (!isSameCode(row, input.code)) {
    const blockUntil = getBlockAfterWrongTry(tries, now);
    if (blockUntil) {
      await blockOtp(deps.db, row.id, blockUntil);
      throw new RateLimitedError(OTP_BLOCKED_MESSAGE, blockUntil.getTime() - now.getTime());
    }
    throw invalid();
  }
  if (input.consume) {
    if (!(await consumeOtp(deps.db, row.id, now))) throw invalid();
  } else {
    await resetOtpTries(deps.db, row.id);
  }
  return row;
}

/**
 * Stores a code another provider already checked (firebase), so the password-reset step that
 * follows can name it as reset_token like an ordinary code.
 */
export async function storeCheckedCode(
  deps: AuthDeps,
  input: {
    purpose: OtpPurpose;
    channel: OtpChannel;
    target: string;
    userId: number | null;
    code: string;
  },
): Promise<void> {
  const now = new Date();
  const codeSalt = randomBytes(16).toString('hex');
  await upsertOtp(
    deps.db,
    {
      purpose: input.purpose,
      channel: input.channel,
      target: input.target,
      userId: input.userId,
      codeSalt,
      codeHash: hashCode(codeSalt, input.code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
    },
    new Date(now.getTime() + 1),
  );
}
