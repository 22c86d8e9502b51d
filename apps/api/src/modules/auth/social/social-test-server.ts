/** A local stand-in for Google's and Apple's key endpoints and Facebook's Graph API (tests only). */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export type FacebookUser = { id: string; name?: string; email?: string };

export type SocialTestServer = {
  url: string;
  env: Record<string, string>;
  /** Facebook access token → the user the Graph API reports for it. */
  facebookTokens: Map<string, FacebookUser>;
  signGoogle(claims: JWTPayload, options?: SignOptions): Promise<string>;
  signApple(claims: JWTPayload, options?: SignOptions): Promise<string>;
  close(): Promise<void>;
};

export type SignOptions = {
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  /** Sign with a key the JWKS does not publish under this kid. */
  forgedKey?: boolean;
};

const KID = 'test-key-1';

export async function startSocialTestServer(clientIds: {
  google: string;
  apple: string;
}): Promise<SocialTestServer> {
  const real = await generateKeyPair('RS256');
  const forged = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(real.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const facebookTokens = new Map<string, FacebookUser>();

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/google/certs' || url.pathname === '/apple/keys') {
      return send(200, { keys: [jwk] });
    }
    if (url.pathname === '/graph/me') {
      const user = facebookTokens.get(url.searchParams.get('access_token') ?? '');
      if (!user) return send(400, { error: { message: 'Invalid OAuth access token.', code: 190 } });
      return send(200, user);
    }
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  async function sign(
    key: CryptoKey,
    claims: JWTPayload,
    issuer: string,
    audience: string,
    expiresIn: number,
  ) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(now - 60 + Math.min(0, expiresIn))
      .setExpirationTime(now + expiresIn)
      .sign(key);
  }

  const signer =
    (defaultIssuer: string, defaultAudience: string) =>
    (claims: JWTPayload, options: SignOptions = {}) =>
      sign(
        options.forgedKey ? forged.privateKey : real.privateKey,
        claims,
        options.issuer ?? defaultIssuer,
        options.audience ?? defaultAudience,
        options.expiresIn ?? 600,
      );

  return {
    url,
    env: {
      GOOGLE_JWKS_URL: `${url}/google/certs`,
      APPLE_JWKS_URL: `${url}/apple/keys`,
      FACEBOOK_GRAPH_URL: `${url}/graph`,
    },
    facebookTokens,
    signGoogle: signer('https://accounts.google.com', clientIds.google),
    signApple: signer('https://appleid.apple.com', clientIds.apple),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
