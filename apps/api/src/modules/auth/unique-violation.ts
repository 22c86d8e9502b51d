import { violatedUniqueIndex } from '../../db/unique-violation';
import { ValidationError } from '../../errors/app-error';

export const EMAIL_TAKEN_MESSAGE = 'The email has already been taken.';
export const PHONE_TAKEN_MESSAGE = 'The phone has already been taken.';

/** Turns a clash on users' e-mail or phone into the 422 the sign-up form shows; rethrows the rest. */
export function rethrowContactTaken(error: unknown): never {
  const index = violatedUniqueIndex(error);
  if (index === 'users_email_key') throw ValidationError.field('email', EMAIL_TAKEN_MESSAGE);
  if (index === 'users_phone_key') throw ValidationError.field('phone', PHONE_TAKEN_MESSAGE);
  throw error;
}
