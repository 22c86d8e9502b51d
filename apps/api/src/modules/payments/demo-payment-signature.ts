import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env';

// Generated once per process when PAYMENT_DEMO_SECRET is unset: the demo gateway delivers its
// callback in-process, so signer and verifier always share it (docs/payments-and-tracking.md).
let processSecret: string | null = null;

/** The key both the demo gateway and the callback handler use. */
export function resolveDemoPaymentSecret(env: Pick<Env, 'PAYMENT_DEMO_SECRET'>): string {
  if (env.PAYMENT_DEMO_SECRET) return env.PAYMENT_DEMO_SECRET;
  processSecret ??= randomBytes(32).toString('hex');
  return processSecret;
}

/** Lowercase hex HMAC-SHA256 of the exact body bytes the gateway sends. */
export function signDemoCallback(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** Constant-time check of a callback's signature against its raw body. */
export function isValidDemoSignature(
  secret: string,
  rawBody: string,
  signature: string | undefined,
): boolean {
  if (!signature || !HEX_SHA256.test(signature)) return false;
  const expected = Buffer.from(signDemoCallback(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
