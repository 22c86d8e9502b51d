import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The zod schemas of one endpoint. Absent parts take no input. */
export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer (status 200). */
  response: z.ZodType;
  /** Error statuses whose body is more than the plain envelope (a 409 that names the lines). */
  errorBodies?: Partial<Record<number, z.ZodType>>;
};

/**
 * One endpoint of `/api/v1`, declared once: the API registers its route from it, OpenAPI is
 * generated from that route, and the storefront, e2e and bench call it. `path` is relative to
 * `/api/v1` with `:name` parameters.
 */
export type Endpoint<S extends EndpointSchemas = EndpointSchemas> = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly tags: readonly string[];
  /** Statuses answered with the contract's error envelope (errors.ts). */
  readonly errors: readonly number[];
  /**
   * The schemas, imported on first use and then kept: a storefront page that only names an
   * endpoint carries no zod in its first load.
   */
  readonly schemas: () => Promise<S>;
};

/** Declares an entry; its schemas load at most once per process or page. */
export function endpoint<S extends EndpointSchemas>(entry: Endpoint<S>): Endpoint<S> {
  let loaded: Promise<S> | undefined;
  return { ...entry, schemas: () => (loaded ??= entry.schemas()) };
}

export type PathParams = Record<string, string | number>;

/** The entry's path with its `:name` segments filled (URL-encoded), still relative to /api/v1. */
export function endpointPath(entry: Pick<Endpoint, 'path'>, params: PathParams = {}): string {
  return entry.path.replace(/:([a-z_]+)/gi, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${entry.path}`);
    return encodeURIComponent(String(value));
  });
}

/** The absolute path a client requests: `/api/v1` + {@link endpointPath}. */
export function apiPath(entry: Pick<Endpoint, 'path'>, params: PathParams = {}): string {
  return `/api/v1${endpointPath(entry, params)}`;
}
