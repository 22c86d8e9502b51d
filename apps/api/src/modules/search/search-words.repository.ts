import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { WordCorrections } from './search-terms';

/** Trigram similarity a dictionary word needs to count as what the customer meant. */
export const CORRECTION_SIMILARITY = 0.4;
const CORRECTIONS_PER_WORD = 5;
/** Below three letters trigrams say little: such words are matched as prefixes only. */
const MIN_CORRECTED_LENGTH = 3;

const CorrectionRowSchema = z.object({ typed: z.string(), word: z.string() });

/**
 * The dictionary words (search_words, migration 0001) closest to each typed word: `%` finds
 * candidates through the trigram index (similarity ≥ 0.3), then ≥ 0.4 keeps real look-alikes:
 * 'chiken' → chicken (0.5), not chips (0.3) nor chickpeas (0.21).
 */
export async function selectWordCorrections(
  db: Database,
  words: string[],
): Promise<WordCorrections> {
  const typed = words.filter((word) => word.length >= MIN_CORRECTED_LENGTH);
  if (typed.length === 0) return new Map();
  const list = sql.join(
    typed.map((word) => sql`${word}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select q.word as typed, c.word as word
    from unnest(array[${list}]::text[]) as q(word)
    cross join lateral (
      select sw.word from search_words sw
      where sw.word % q.word and similarity(sw.word, q.word) >= ${CORRECTION_SIMILARITY}
      order by similarity(sw.word, q.word) desc, sw.word
      limit ${CORRECTIONS_PER_WORD}
    ) c`);
  // Both drivers answer { rows }; the rows are parsed rather than trusted.
  const rows = z.array(CorrectionRowSchema).parse((result as unknown as { rows: unknown }).rows);
  const corrections: WordCorrections = new Map();
  for (const row of rows)
    corrections.set(row.typed, [...(corrections.get(row.typed) ?? []), row.word]);
  return corrections;
}
