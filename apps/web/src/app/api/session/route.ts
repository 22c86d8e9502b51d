import { apiPath } from '@marketplace/contract/endpoint';
import { logout } from '@marketplace/contract/endpoints/auth';
import { cookies } from 'next/headers';
import { serverEnv } from '@/lib/server-env';
import { COOKIE } from '@/lib/shell-cookies';

export const dynamic = 'force-dynamic';

/**
 * Ends the customer session: revokes the token at the API (best effort: an expired or blocked
 * token is already unusable) and clears the httpOnly cookie that scripts cannot touch.
 */
export async function DELETE(): Promise<Response> {
  const store = await cookies();
  const token = store.get(COOKIE.authToken)?.value;
  if (token) {
    try {
      await fetch(`${serverEnv.API_URL}${apiPath(logout)}`, {
        method: logout.method,
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        cache: 'no-store',
        signal: AbortSignal.timeout(3000),
      });
    } catch {
      // The cookie is cleared regardless.
    }
  }
  store.delete(COOKIE.authToken);
  return new Response(null, { status: 204 });
}
