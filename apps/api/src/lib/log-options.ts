import { type LoggerOptions, stdSerializers } from 'pino';

const REDACTED = '[redacted]';

/** Fields that hold personal data or secrets wherever they appear in a logged object. */
const PERSONAL_FIELDS = [
  'password',
  'email',
  'phone',
  'contact_number',
  'contact_person_number',
  'contact_person_name',
  'address',
  'otp',
  'token',
];

/**
 * A query error's message carries its SQL and parameters ("Failed query: …\nparams: …"), and
 * PostgreSQL's `detail` quotes row values ("Key (email)=(…) already exists"): both go, the SQL
 * text and the error codes stay.
 */
function scrubError(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 4) return value;
  const error = { ...(value as Record<string, unknown>) };
  if (typeof error.message === 'string') {
    error.message = error.message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
  }
  if (typeof error.stack === 'string') {
    error.stack = error.stack.replace(/\nparams: [\s\S]*?(\n\s+at |$)/, '\nparams: [redacted]$1');
  }
  for (const key of ['params', 'parameters', 'detail', 'where']) {
    if (key in error) error[key] = REDACTED;
  }
  if ('cause' in error) error.cause = scrubError(error.cause, depth + 1);
  return error;
}

/** The query string's values are the caller's (a contact number to track an order by). */
function withoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  return `${url.slice(0, at)}?${[...params.keys()].map((k) => `${k}=${REDACTED}`).join('&')}`;
}

/**
 * The API's logger options (every process): error logs keep what went wrong and where, never
 * SQL parameters, query-string values, credentials or contact details (issue 12 §10).
 */
export function apiLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-operator-key"]',
        ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
      ],
      censor: REDACTED,
    },
    serializers: {
      err: (error: Error) => scrubError(stdSerializers.err(error)),
      // Fastify's own request fields, with the query string's values left out.
      req: (request: { method?: string; url?: string; ip?: string }) => ({
        method: request.method,
        url: withoutQueryValues(String(request.url ?? '')),
        remoteAddress: request.ip,
      }),
    },
  };
}
