import { apiPath, type Endpoint, type PathParams } from '@marketplace/contract/endpoint';
import type { InjectOptions } from 'fastify';

export type EntryInput = {
  /** The entry's `:name` path segments. */
  params?: PathParams;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** The body as sent: loose on purpose, tests send what a careless or hostile client would. */
  payload?: InjectOptions['payload'];
  headers?: InjectOptions['headers'];
};

/**
 * The app.inject request of a contract entry: its method, and its path (params filled) under
 * /api/v1 with the query appended, so a test calls the endpoint the storefront calls.
 */
export function entryRequest(
  entry: Pick<Endpoint, 'method' | 'path'>,
  input: EntryInput = {},
): InjectOptions {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return {
    method: entry.method,
    url: `${apiPath(entry, input.params)}${qs ? `?${qs}` : ''}`,
    ...(input.headers ? { headers: input.headers } : {}),
    ...(input.payload !== undefined ? { payload: input.payload } : {}),
  };
}
