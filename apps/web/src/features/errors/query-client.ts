import { MutationCache, QueryCache, type QueryClient } from '@tanstack/react-query';
import type { Translate } from '@/features/i18n/translate';
import { notify } from '@/features/ui/notify';
import { isApiError } from '@/lib/api-client';
import { StorefrontQueryClient } from '@/lib/storefront-query-client';

export type ErrorRuleDeps = {
  /** Whether a customer token is held right now (read at error time, not at creation). */
  hasToken: () => boolean;
  t: () => Translate;
  /** Clears the token (server cookie) and goes to /home. */
  endSession: () => void;
};

/** Messages to show for a failed call: the server's own, else a generic sentence. */
export function getErrorMessages(error: unknown, t: Translate): string[] {
  if (isApiError(error)) {
    if (error.messages.length > 0) return error.messages;
    if (error.status === 0) return [t('errors.network')];
  }
  return [t('errors.generic')];
}

/**
 * Spec 02 §8, in one place. A 401 while a token is held: toast the server's message ('Your token
 * has been expired' / 'Your account is inactive'), drop the token and go to /home. Any other
 * failure: toast each message once (the message is the toast id, so repeats collapse).
 */
export function handleApiFailure(error: unknown, silent: boolean, deps: ErrorRuleDeps): void {
  const t = deps.t();
  if (isApiError(error) && error.status === 401 && deps.hasToken()) {
    notify('error', getErrorMessages(error, t)[0] ?? t('errors.generic'), 'session-ended');
    deps.endSession();
    return;
  }
  if (silent) return;
  for (const message of getErrorMessages(error, t)) notify('error', message);
}

export function createQueryClient(deps: ErrorRuleDeps): QueryClient {
  return new StorefrontQueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleApiFailure(error, query.meta?.silent ?? false, deps),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) =>
        handleApiFailure(error, mutation.meta?.silent ?? false, deps),
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}
