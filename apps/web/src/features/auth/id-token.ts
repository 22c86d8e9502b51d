/**
 * Reads the claims of a provider's ID token (a JWT) to fill `unique_id` and `email`. Nothing is
 * trusted here: the server verifies the token's signature, issuer, audience and expiry.
 */
export function readIdTokenClaims(token: string): { sub?: string; email?: string } {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    return {
      sub: typeof claims.sub === 'string' ? claims.sub : undefined,
      email: typeof claims.email === 'string' ? claims.email : undefined,
    };
  } catch {
    return {};
  }
}
