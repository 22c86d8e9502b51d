import { describe, expect, it } from 'vitest';
import {
  isValidDemoSignature,
  resolveDemoPaymentSecret,
  signDemoCallback,
} from './demo-payment-signature';

const SECRET = 'a-test-secret-of-some-length';
const BODY = '{"token":"abc","outcome":"approved"}';

describe('demo payment signature', () => {
  it('accepts the signature of the exact body', () => {
    expect(isValidDemoSignature(SECRET, BODY, signDemoCallback(SECRET, BODY))).toBe(true);
  });

  it('rejects another body, another key, a missing or malformed signature', () => {
    const signature = signDemoCallback(SECRET, BODY);
    expect(isValidDemoSignature(SECRET, `${BODY} `, signature)).toBe(false);
    expect(isValidDemoSignature('another-secret-entirely', BODY, signature)).toBe(false);
    expect(isValidDemoSignature(SECRET, BODY, undefined)).toBe(false);
    expect(isValidDemoSignature(SECRET, BODY, 'zz')).toBe(false);
    expect(isValidDemoSignature(SECRET, BODY, signature.slice(0, 62))).toBe(false);
  });

  it('uses the configured secret, else one generated per process', () => {
    expect(resolveDemoPaymentSecret({ PAYMENT_DEMO_SECRET: SECRET })).toBe(SECRET);
    const generated = resolveDemoPaymentSecret({ PAYMENT_DEMO_SECRET: undefined });
    expect(generated).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveDemoPaymentSecret({ PAYMENT_DEMO_SECRET: undefined })).toBe(generated);
  });
});
