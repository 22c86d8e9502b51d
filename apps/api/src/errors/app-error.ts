import type { ErrorEntry } from '@marketplace/contract/errors';

/**
 * An expected failure with a code the client can act on. The error plugin turns it into the
 * contract's envelope with `status`; `detail` is logged, never sent.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
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
export class ConflictError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(409, code, message);
  }

  override extraBody(): Record<string, unknown> {
    return this.extra;
  }
}

export class NotFoundError extends AppError {
  constructor(code: string, message: string) {
    super(404, code, message);
  }
}

/** 422 with one entry per failing field (code = field name). */
export class ValidationError extends AppError {
  constructor(readonly entries: ErrorEntry[]) {
    super(422, entries[0]?.code ?? 'request', entries[0]?.message ?? 'Invalid request');
  }

  static field(code: string, message: string): ValidationError {
    return new ValidationError([{ code, message }]);
  }

  override toEntries(): ErrorEntry[] {
    return this.entries;
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string) {
    super(429, 'too_many_requests', message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(code: string, message: string, detail?: unknown) {
    super(503, code, message, detail);
  }
}
