import { createHash } from 'node:crypto';
import { IdempotencyKeyHeaderSchema } from '@marketplace/contract/orders';
import { violatedUniqueIndex } from '../db/unique-violation';
import { ValidationError } from '../errors/app-error';

/** How long an Idempotency-Key is remembered; after that the same key starts a new request. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request';

/** The oldest creation time whose key is still remembered. */
export function idempotencyCutoff(now = new Date()): Date {
  return new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 of the validated body (key order does not matter): what a retry must send again. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

/** A retry with the same key must be the same request; a different body is the client's bug. */
export function assertSameRequest(
  stored: { idempotencyRequestHash: string | null },
  hash: string,
): void {
  if (stored.idempotencyRequestHash !== null && stored.idempotencyRequestHash !== hash) {
    throw ValidationError.field('Idempotency-Key', IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
}

function isKeyClash(error: unknown): boolean {
  const index = violatedUniqueIndex(error);
  return index !== null && (index === '' || index.includes('idempotency'));
}

export type IdempotentRequest<Row, Answer> = {
  key: string | null;
  hash: string;
  /** The owner's row created with this key within the retention window, if any. */
  find: () => Promise<(Row & { idempotencyRequestHash: string | null }) | null>;
  /** The answer the first request gave, rebuilt from its row. */
  answer: (row: Row) => Promise<Answer>;
  /** The real work, in its own transaction; it checks the key again under its lock. */
  run: () => Promise<Answer>;
};

/**
 * Every money-moving endpoint with an Idempotency-Key (order place, trip booking, and the wallet
 * and points endpoints when they come): the key is looked up before anything is validated, so a
 * retry after a lost answer gets the original answer even when the cart is now empty; the same
 * key with another body is a 422; two racing first attempts meet at the owner's unique index.
 */
export async function runIdempotent<Row, Answer>(
  request: IdempotentRequest<Row, Answer>,
): Promise<Answer> {
  if (!request.key) return request.run();
  const existing = await request.find();
  if (existing) {
    assertSameRequest(existing, request.hash);
    return request.answer(existing);
  }
  try {
    return await request.run();
  } catch (error) {
    if (!isKeyClash(error)) throw error;
    const winner = await request.find();
    if (!winner) throw error;
    assertSameRequest(winner, request.hash);
    return request.answer(winner);
  }
}

/** The Idempotency-Key header, checked (422 `Idempotency-Key`); null when absent. */
export function readIdempotencyKey(raw: string | string[] | undefined): string | null {
  if (raw === undefined) return null;
  const result = IdempotencyKeyHeaderSchema.safeParse(Array.isArray(raw) ? raw.join(',') : raw);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'Idempotency-Key is invalid';
    throw ValidationError.field('Idempotency-Key', message);
  }
  return result.data;
}
