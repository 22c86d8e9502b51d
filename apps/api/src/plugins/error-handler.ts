import type { ErrorCodeFor } from '@marketplace/contract/error-codes';
import type { ErrorEntry, ErrorEnvelope } from '@marketplace/contract/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ValidationError } from '../errors/app-error';
import { databaseInputError } from './database-input-error';
import { isMalformedMultipart } from './multipart';
import { validationEntries } from './validation-entries';

const INTERNAL_MESSAGE = 'Something went wrong. Please try again later.';

/** Body-parsing failures Fastify raises before a route runs: the client sent bad bytes. */
const REQUEST_ERRORS: Record<string, { status: 400 | 413; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty but declared as JSON',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 400,
    message: 'Unsupported content type; send application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The request body does not match its Content-Length',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
};

function envelope(entries: ErrorEntry[]): ErrorEnvelope {
  return { errors: entries };
}

function toAppError(error: FastifyError | AppError | Error): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new ValidationError(validationEntries(error.validation, error.validationContext));
  }
  if (isMalformedMultipart(error)) {
    return new AppError(400, 'request', 'The multipart body is malformed');
  }
  const code = 'code' in error ? error.code : undefined;
  const known = code ? REQUEST_ERRORS[code] : undefined;
  if (known) return new AppError(known.status, 'request', known.message);
  const status = 'statusCode' in error ? error.statusCode : undefined;
  // Other client errors Fastify raises itself (bad URL encoding, etc.): its wording is safe.
  if (typeof code === 'string' && code.startsWith('FST_') && status && status < 500) {
    return AppError.request(status, error.message);
  }
  return databaseInputError(error);
}

function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  if (!appError) {
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send(
        envelope([{ code: 'internal' satisfies ErrorCodeFor<500>, message: INTERNAL_MESSAGE }]),
      );
  }
  // Attempt limits (RateLimitedError) say how long to wait: the one place Retry-After is set for
  // them, whichever route threw.
  if ('retryAfterSeconds' in appError && typeof appError.retryAfterSeconds === 'number') {
    reply.header('Retry-After', String(appError.retryAfterSeconds));
  }
  if (appError.status >= 500) {
    request.log.error({ err: appError, detail: appError.detail }, appError.message);
  }
  return reply
    .code(appError.status)
    .send({ ...appError.extraBody(), ...envelope(appError.toEntries()) });
}

/**
 * Errors Fastify's router raises before any hook or handler (a path that is not valid UTF-8
 * once decoded): a 400 in the envelope like every other client error (Fastify's
 * `frameworkErrors` option, set in app.ts).
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send(envelope([{ code: 'request', message: error.message }]));
}

/**
 * The only place errors become HTTP answers: the contract's envelope and statuses for
 * expected failures, and a generic 500 (logged with the request id) for everything else.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send(
        envelope([
          {
            code: 'route' satisfies ErrorCodeFor<404>,
            message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
          },
        ]),
      ),
    );
  },
  { name: 'error-handler' },
);
