import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency';

/** Names one stored answer: the endpoint, the key's owner and the key. */
export type StoredAnswerKey = { endpoint: string; owner: string; key: string };

function sameKey({ endpoint, owner, key }: StoredAnswerKey) {
  return and(
    eq(idempotencyKeys.endpoint, endpoint),
    eq(idempotencyKeys.owner, owner),
    eq(idempotencyKeys.key, key),
  );
}

/** The key's row if it was claimed after `cutoff`. */
export async function selectStoredAnswer(db: Database, id: StoredAnswerKey, cutoff: Date) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(sameKey(id), gte(idempotencyKeys.createdAt, cutoff)));
  return row;
}

/**
 * Drops the key's row older than `cutoff`, then claims the key with the body's hash; two racing
 * first attempts meet at the key's unique index. Answers the new row's id.
 */
export async function claimIdempotencyKey(
  tx: Database,
  id: StoredAnswerKey,
  requestHash: string,
  cutoff: Date,
): Promise<number | undefined> {
  await tx.delete(idempotencyKeys).where(and(sameKey(id), lt(idempotencyKeys.createdAt, cutoff)));
  const [row] = await tx
    .insert(idempotencyKeys)
    .values({ ...id, requestHash })
    .returning({ id: idempotencyKeys.id });
  return row?.id;
}

export async function saveStoredAnswer(tx: Database, rowId: number, answer: unknown) {
  await tx.update(idempotencyKeys).set({ answer }).where(eq(idempotencyKeys.id, rowId));
}
