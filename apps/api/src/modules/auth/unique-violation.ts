import { ValidationError } from '../../errors/app-error';

/** The unique index a failed insert or update hit (PostgreSQL 23505), looking through wrappers. */
export function violatedUniqueIndex(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    current = e.cause;
  }
  return null;
}

export const EMAIL_TAKEN_MESSAGE = 'The email has already been taken.';
export const PHONE_TAKEN_MESSAGE = 'The phone has already been taken.';

/** Turns a clash on users' e-mail or phone into the 422 the sign-up form shows; rethrows the rest. */
export function rethrowContactTaken(error: unknown): never {
  const index = violatedUniqueIndex(error);
  if (index === 'users_email_key') throw ValidationError.field('email', EMAIL_TAKEN_MESSAGE);
  if (index === 'users_phone_key') throw ValidationError.field('phone', PHONE_TAKEN_MESSAGE);
  throw error;
}
