/**
 * One Idempotency-Key per checkout attempt (issue 6: a retried place returns the same order).
 * The same body sent again after a failure that may not have reached the server (network,
 * 5xx) reuses the key; an answer the server gave for sure (placed, or refused with a 4xx) or a
 * changed body starts a new attempt.
 */
export function createAttemptKeys(newKey: () => string) {
  let current: { body: string; key: string } | null = null;

  return {
    keyFor(body: string): string {
      if (current?.body !== body) current = { body, key: newKey() };
      return current.key;
    },
    /** `settled`: the server answered for sure; the next place is a new attempt. */
    finish(settled: boolean): void {
      if (settled) current = null;
    },
  };
}

/** Whether a failed place certainly did not leave an order behind (so a new key is safe). */
export function isSettledFailure(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export function randomKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
