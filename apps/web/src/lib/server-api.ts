import 'server-only';
import type { Endpoint, EndpointSchemas } from '@marketplace/contract/endpoint';
import { cookies } from 'next/headers';
import type { z } from 'zod';
import { type CallInput, callApi, type InputArgs } from './api-client';
import { buildApiHeaders } from './api-headers';
import { passE2eClock, readE2eClock } from './e2e-clock';
import { serverEnv } from './server-env';
import { COOKIE, readShellCookies, type ShellCookies } from './shell-cookies';

export type ServerShellState = ShellCookies & {
  isSignedIn: boolean;
  /** The instant an end-to-end journey fixed (decision 0046); null everywhere else. */
  fixedNow: string | null;
};

/** The shell cookies of the current request, plus whether a customer token is held. */
export async function readServerShellState(): Promise<ServerShellState> {
  const store = await cookies();
  const state = readShellCookies((name) => store.get(name)?.value);
  return {
    ...state,
    isSignedIn: Boolean(store.get(COOKIE.authToken)?.value),
    fixedNow: readE2eClock((name) => store.get(name)?.value),
  };
}

/** The API headers of the current request: shell cookies and the customer's token. */
async function serverHeaders(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const store = await cookies();
  const token = store.get(COOKIE.authToken)?.value;
  const headers: Record<string, string> = {
    ...buildApiHeaders(readShellCookies((name) => store.get(name)?.value)),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...extra,
  };
  passE2eClock(
    readE2eClock((name) => store.get(name)?.value),
    headers,
  );
  return headers;
}

/** The instant the page is rendered at: the journey's fixed one (decision 0046), else now. */
export async function readRenderInstant(): Promise<Date> {
  const store = await cookies();
  const fixed = readE2eClock((name) => store.get(name)?.value);
  return fixed ? new Date(fixed) : new Date();
}

/** {@link callApi} from a server component or route handler: API_URL, headers from cookies. */
export async function serverCallApi<S extends EndpointSchemas>(
  entry: Endpoint<S>,
  ...[input]: InputArgs<ServerCallInput<S>>
): Promise<z.output<S['response']>> {
  const call = callApi as (
    entry: Endpoint<S>,
    input: CallInput<S>,
  ) => Promise<z.output<S['response']>>;
  return call(entry, {
    ...input,
    headers: await serverHeaders(input?.headers),
    baseUrl: `${serverEnv.API_URL}/api/v1`,
  } as CallInput<S>);
}

type ServerCallInput<S extends EndpointSchemas> = Omit<CallInput<S>, 'baseUrl'>;
