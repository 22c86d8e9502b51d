import {
  type Endpoint,
  type EndpointSchemas,
  endpointPath,
  type PathParams,
} from '@marketplace/contract/endpoint';
import type { ErrorEntry } from '@marketplace/contract/errors';
import type { z } from 'zod';
import { buildApiHeaders } from './api-headers';
import { parseCookieHeader, readShellCookies } from './shell-cookies';

/** Every failed call, with the API's error envelope (or a synthetic entry when there is none). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorEntry[];
  /** The error answer's JSON as sent (undefined when it was not JSON), for bodies with more. */
  readonly body: unknown;

  constructor(status: number, errors: ErrorEntry[], body?: unknown) {
    super(
      errors.map((entry) => entry.message).join('\n') || `Request failed with status ${status}`,
    );
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** The server's messages, without duplicates and without empty ones. */
  get messages(): string[] {
    return [...new Set(this.errors.map((entry) => entry.message).filter(Boolean))];
  }

  hasCode(code: string): boolean {
    return this.errors.some((entry) => entry.code === code);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;

/**
 * A contract schema, or a function that imports it. Client components pass the function so that
 * zod and the schemas load with the first call instead of with the page (first-load budget).
 */
export type SchemaSource<Schema extends z.ZodType> = Schema | (() => Promise<Schema>);

function resolveSchema<Schema extends z.ZodType>(source: SchemaSource<Schema>): Promise<Schema> {
  return typeof source === 'function'
    ? (source as () => Promise<Schema>)()
    : Promise.resolve(source);
}

export type ApiFetchOptions<Schema extends z.ZodType> = {
  schema: SchemaSource<Schema>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON-serialised into the request body; multipart/form-data when a field holds a file. */
  body?: unknown;
  /** Overrides the headers derived from the shell cookies. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Absolute API root on the server (`${API_URL}/api/v1`); the browser uses the same-origin proxy. */
  baseUrl?: string;
  /** Next.js fetch cache hints for server calls. */
  cache?: RequestCache;
};

const BROWSER_BASE_URL = '/api/v1';

function buildUrl(baseUrl: string, path: string, query: ApiFetchOptions<z.ZodType>['query']) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${text ? `?${text}` : ''}`;
}

function browserHeaders(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  return buildApiHeaders(readShellCookies(parseCookieHeader(document.cookie)));
}

async function readError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    const [{ ErrorEnvelopeSchema }, json] = await Promise.all([
      import('@marketplace/contract/errors'),
      response.json(),
    ]);
    body = json;
    const parsed = ErrorEnvelopeSchema.safeParse(body);
    if (parsed.success && parsed.data.errors.length > 0) {
      return new ApiError(response.status, parsed.data.errors, body);
    }
  } catch {
    // Not JSON: fall through to a synthetic entry.
  }
  return new ApiError(response.status, [{ code: `http_${response.status}`, message: '' }], body);
}

function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function hasFile(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  return Object.values(body).some(
    (value) => isFile(value) || (Array.isArray(value) && value.some(isFile)),
  );
}

/** Text fields as strings (null and undefined left out), files as files, lists repeated. */
function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    for (const entry of Array.isArray(value) ? value : [value]) {
      if (entry === undefined || entry === null) continue;
      form.append(key, isFile(entry) ? entry : String(entry));
    }
  }
  return form;
}

/**
 * One typed call to `/api/v1`: server components pass `baseUrl` and headers built from cookies;
 * client components call the same-origin proxy with headers built from `document.cookie`.
 * The answer is parsed with the contract's schema; failures throw an {@link ApiError}.
 */
async function apiFetch<Schema extends z.ZodType>(
  path: string,
  options: ApiFetchOptions<Schema>,
): Promise<z.output<Schema>> {
  const { schema, method = 'GET', query, body, signal, cache } = options;
  const headers: Record<string, string> = {
    ...(options.baseUrl ? {} : browserHeaders()),
    ...options.headers,
  };
  // A body holding a file goes as multipart/form-data (the browser writes the boundary).
  const multipart = body !== undefined && hasFile(body) ? toFormData(body) : null;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(options.baseUrl ?? BROWSER_BASE_URL, path, query), {
      method,
      headers,
      body: multipart ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
      cache: cache ?? 'no-store',
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, [{ code: 'network', message: '' }]);
  }

  if (!response.ok) throw await readError(response);

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(502, [{ code: 'invalid_response', message: '' }]);
  }
  const parsed = (await resolveSchema(schema)).safeParse(payload);
  if (!parsed.success) {
    console.warn(
      `[api] ${method} ${path}: answer does not match the contract`,
      parsed.error.issues,
    );
    throw new ApiError(502, [{ code: 'invalid_response', message: '' }]);
  }
  return parsed.data;
}

type Input<T> = T extends z.ZodType ? z.input<T> : never;

/** What a call to an entry sends; parts the entry does not declare cannot be passed. */
export type CallInput<S extends EndpointSchemas> = (S extends { params: z.ZodType }
  ? { params: { [K in keyof Input<S['params']>]: string | number } }
  : { params?: never }) &
  (S extends { query: z.ZodType }
    ? { query?: { [K in keyof Input<S['query']>]?: QueryValue } }
    : { query?: never }) &
  (S extends { body: z.ZodType } ? { body: Input<S['body']> } : { body?: never }) &
  Pick<ApiFetchOptions<z.ZodType>, 'headers' | 'signal' | 'cache' | 'baseUrl'>;

/** The input is optional when nothing in it is required. */
export type InputArgs<I> = Record<never, never> extends I ? [input?: I] : [input: I];

/**
 * The storefront's one typed client: calls a contract entry (method, path, parameters) and
 * parses the answer with the entry's response schema, loaded with the first call.
 */
export function callApi<S extends EndpointSchemas>(
  entry: Endpoint<S>,
  ...[input]: InputArgs<CallInput<S>>
): Promise<z.output<S['response']>> {
  const { params, ...options } = (input ?? {}) as CallInput<EndpointSchemas> & {
    params?: PathParams;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return apiFetch(endpointPath(entry, params), {
    ...options,
    method: entry.method,
    schema: () => entry.schemas().then((schemas) => schemas.response as S['response']),
  });
}
