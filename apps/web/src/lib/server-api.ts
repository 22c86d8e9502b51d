import 'server-only';
import { cookies } from 'next/headers';
import type { z } from 'zod';
import { type ApiFetchOptions, apiFetch } from './api-client';
import { buildApiHeaders } from './api-headers';
import { serverEnv } from './server-env';
import { COOKIE, readShellCookies, type ShellCookies } from './shell-cookies';

export type ServerShellState = ShellCookies & { isSignedIn: boolean };

/** The shell cookies of the current request, plus whether a customer token is held. */
export async function readServerShellState(): Promise<ServerShellState> {
  const store = await cookies();
  const state = readShellCookies((name) => store.get(name)?.value);
  return { ...state, isSignedIn: Boolean(store.get(COOKIE.authToken)?.value) };
}

/** {@link apiFetch} from a server component: API_URL directly, headers from the request cookies. */
export async function serverApiFetch<Schema extends z.ZodType>(
  path: string,
  options: Omit<ApiFetchOptions<Schema>, 'baseUrl'>,
): Promise<z.output<Schema>> {
  const store = await cookies();
  const token = store.get(COOKIE.authToken)?.value;
  const headers: Record<string, string> = {
    ...buildApiHeaders(readShellCookies((name) => store.get(name)?.value)),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...options.headers,
  };
  return apiFetch(path, { ...options, headers, baseUrl: `${serverEnv.API_URL}/api/v1` });
}
