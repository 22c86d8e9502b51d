import type { Database } from '../db/client';
import { idempotencyCutoff, requestHash, runIdempotent } from './idempotency';
import {
  claimIdempotencyKey,
  saveStoredAnswer,
  selectStoredAnswer,
} from './idempotency-keys.repository';

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
  return runIdempotent({
    key,
    hash,
    find: async () => {
      if (!key) return null;
      const row = await selectStoredAnswer(db, { endpoint, owner, key }, idempotencyCutoff());
      return row ? { ...row, idempotencyRequestHash: row.requestHash } : null;
    },
    answer: async (row) => row.answer as Answer,
    run: () =>
      db.transaction(async (tx) => {
        if (!key) return work(tx);
        const rowId = await claimIdempotencyKey(
          tx,
          { endpoint, owner, key },
          hash,
          idempotencyCutoff(),
        );
        const answer = await work(tx);
        await saveStoredAnswer(tx, rowId ?? 0, answer);
        return answer;
      }),
  });
}
