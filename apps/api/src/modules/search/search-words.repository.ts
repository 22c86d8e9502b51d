import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { WordCorrections } from './search-terms';

/** Trigram similarity that makes a dictionary word a correction whatever its edit distance. */
export const CORRECTION_SIMILARITY = 0.4;
/** The least similarity a nearest-by-edits word needs ('noodels' → noodles is 0.33). */
export const NEAREST_WORD_SIMILARITY = 0.3;
const CORRECTIONS_PER_WORD = 5;
/** Below three letters trigrams and edits say little: such words are matched as prefixes only. */
export const MIN_CORRECTED_LENGTH = 3;

const CorrectionRowSchema = z.object({ typed: z.string(), word: z.string() });

/**
 * The dictionary words (search_words, migration 0001) each typed word may have meant, in one
 * statement. Accents are ignored (unaccent); edits are counted by fuzzystrmatch's levenshtein,
 * one allowed up to five letters, two from six:
 * - a word the dictionary knows (itself, with other accents, or as a prefix) keeps its accent
 *   variants and the words trigram-similar ≥ 0.4 ('burg' → burger);
 * - an unknown word also gets its nearest words by edits, when they are at least a little alike
 *   (similarity ≥ 0.3): 'noodels' → noodles (2 edits), 'sandwhich' → sandwich, 'piza' → pizza
 *   but not pita (1 edit, similarity 0.25).
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
    with typed as (
      select t.word, unaccent(t.word) as plain, case when length(t.word) <= 5 then 1 else 2 end as edits
      from unnest(array[${list}]::text[]) as t(word)
    ), candidates as (
      select typed.word as typed, typed.edits, sw.word, similarity(sw.word, typed.word) as similarity,
        levenshtein_less_equal(unaccent(sw.word), typed.plain, typed.edits) as distance,
        starts_with(unaccent(sw.word), typed.plain) as extends
      from typed join search_words sw
        on sw.word % typed.word
        or levenshtein_less_equal(unaccent(sw.word), typed.plain, typed.edits) <= typed.edits
    ), judged as (
      select *, bool_or(extends) over per_word as known, min(distance) over per_word as nearest
      from candidates window per_word as (partition by typed)
    ), kept as (
      select typed, word,
        row_number() over (partition by typed order by distance, similarity desc, word) as n
      from judged
      where distance = 0
        or similarity >= ${CORRECTION_SIMILARITY}
        or (not known and distance = nearest and distance <= edits
          and similarity >= ${NEAREST_WORD_SIMILARITY})
    )
    select typed, word from kept where n <= ${CORRECTIONS_PER_WORD} order by typed, n`);
  const rows = z.array(CorrectionRowSchema).parse((result as unknown as { rows: unknown }).rows);
  const corrections: WordCorrections = new Map(typed.map((word) => [word, []]));
  for (const row of rows) corrections.get(row.typed)?.push(row.word);
  return corrections;
}
