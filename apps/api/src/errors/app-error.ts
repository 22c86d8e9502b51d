import type { ErrorCodeFor, ErrorStatus, FieldCode } from '@marketplace/contract/error-codes';
import type { ErrorEntry } from '@marketplace/contract/errors';

/**
 * An expected failure with a code the client can act on. The error plugin turns it into the
 * contract's envelope with `status`; `detail` is logged, never sent. The code must be one the
 * contract lists for that status (error-codes.ts).
 */
export class AppError<S extends ErrorStatus = ErrorStatus> extends Error {
  constructor(
    readonly status: S,
    readonly code: ErrorCodeFor<S>,
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /**
   * `request` with a client-error status Fastify chose itself (bad URL encoding, method not
   * allowed, ...): the one code the contract allows with any 4xx.
   */
  static request(status: number, message: string): AppError {
    return new AppError(status as 400, 'request', message);
  }

  toEntries(): ErrorEntry[] {
    return [{ code: this.code, message: this.message }];
  }

  /** Fields sent beside `errors` (e.g. the conflicting cart lines of a 409). */
  extraBody(): Record<string, unknown> {
    return {};
  }
}

/** 409: the request conflicts with the current state; `extra` tells the client what is in the way. */
export class ConflictError extends AppError<409> {
  constructor(
    code: ErrorCodeFor<409>,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(409, code, message);
  }

  override extraBody(): Record<string, unknown> {
    return this.extra;
  }
}

export class NotFoundError extends AppError<404> {
  constructor(code: ErrorCodeFor<404>, message: string) {
    super(404, code, message);
  }
}

/** A 422 entry: the failing field's name and what is wrong with it. */
export type FieldError = { code: FieldCode; message: string };

/** 422 with one entry per failing field (code = field name). */
export class ValidationError extends AppError<422> {
  constructor(readonly entries: FieldError[]) {
    super(422, entries[0]?.code ?? 'request', entries[0]?.message ?? 'Invalid request');
  }

  static field(code: FieldCode, message: string): ValidationError {
    return new ValidationError([{ code, message }]);
  }

  override toEntries(): ErrorEntry[] {
    return this.entries;
  }
}

export class TooManyRequestsError extends AppError<429> {
  constructor(message: string) {
    super(429, 'too_many_requests', message);
  }
}

export class ServiceUnavailableError extends AppError<503> {
  constructor(code: ErrorCodeFor<503>, message: string, detail?: unknown) {
    super(503, code, message, detail);
  }
}
