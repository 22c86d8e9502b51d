import { AppError } from '../errors/app-error';

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22) that only a value the client sent can cause:
 * a byte the encoding refuses (NUL, invalid UTF-8), a number out of a column's range, text that
 * is not a number/date. Schemas should stop these first; this keeps a missed one a 422.
 */
const CLIENT_VALUE_ERRORS: Record<string, string> = {
  '22021': 'The request contains characters that cannot be stored',
  '22P05': 'The request contains characters that cannot be stored',
  '22003': 'A number in the request is out of range',
  '22P02': 'A value in the request has the wrong format',
  '22007': 'A date in the request has the wrong format',
  '22008': 'A date in the request is out of range',
  '22001': 'A text in the request is too long',
};

/** The SQLSTATE of a database error, looking through wrappers such as Drizzle's query error. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A 422 for a database error that a client value caused, or null for anything else. */
export function databaseInputError(error: unknown): AppError | null {
  const state = sqlState(error);
  const message = state ? CLIENT_VALUE_ERRORS[state] : undefined;
  return message ? new AppError(422, 'request', message) : null;
}
