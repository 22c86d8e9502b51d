import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency';
import { idempotencyCutoff, requestHash, runIdempotent } from './idempotency';

export type KeyedRequest = {
  /** Which endpoint; the same key may be used on two endpoints. */
  endpoint: string;
  /** `user:<id>` or `guest:<id>`: keys belong to their owner. */
  owner: string;
  key: string | null;
  /** The validated body: a retry must send the same one. */
  body: unknown;
};

/**
 * runIdempotent for endpoints whose own rows cannot carry the key: the key, the body's hash and
 * the answer go to idempotency_keys in the work's own transaction, so a retry within 24 hours
 * gets the first answer (a refused request is not remembered), another body is a 422 and two
 * racing first attempts meet at the key's unique index.
 */
export function runWithStoredAnswer<Answer>(
  db: Database,
  request: KeyedRequest,
  work: (tx: Database) => Promise<Answer>,
): Promise<Answer> {
  const { endpoint, owner, key } = request;
  const hash = requestHash(request.body);
  const sameKey = (k: string) =>
    and(
      eq(idempotencyKeys.endpoint, endpoint),
      eq(idempotencyKeys.owner, owner),
      eq(idempotencyKeys.key, k),
    );
  return runIdempotent({
    key,
    hash,
    find: async () => {
      if (!key) return null;
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(sameKey(key), gte(idempotencyKeys.createdAt, idempotencyCutoff())));
      return row ? { ...row, idempotencyRequestHash: row.requestHash } : null;
    },
    answer: async (row) => row.answer as Answer,
    run: () =>
      db.transaction(async (tx) => {
        if (!key) return work(tx);
        await tx
          .delete(idempotencyKeys)
          .where(and(sameKey(key), lt(idempotencyKeys.createdAt, idempotencyCutoff())));
        const [row] = await tx
          .insert(idempotencyKeys)
          .values({ endpoint, owner, key, requestHash: hash })
          .returning({ id: idempotencyKeys.id });
        const answer = await work(tx);
        await tx
          .update(idempotencyKeys)
          .set({ answer })
          .where(eq(idempotencyKeys.id, row?.id ?? 0));
        return answer;
      }),
  });
}
