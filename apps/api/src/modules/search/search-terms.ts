import type { Locale } from '@marketplace/contract/headers';
import { type Column, type SQL, sql } from 'drizzle-orm';

/** What the customer typed, as words ready for the dictionary and full-text search. */
export type SearchTerms = {
  /** Lower-cased, spaces collapsed: the name bonus compares it with the start of a word. */
  text: string;
  /** Letters and digits only (so nothing reaches to_tsquery or a regex as an operator). */
  words: string[];
};

const WORD = /[\p{L}\p{N}]+/gu;
const MAX_WORDS = 8;

export function toSearchTerms(raw: string): SearchTerms {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  return { text, words: [...new Set(text.match(WORD) ?? [])].slice(0, MAX_WORDS) };
}

/** Dictionary words close to each typed word ('chiken' → ['chicken']). */
export type WordCorrections = Map<string, string[]>;

const isPlainWord = (word: string) => /^[\p{L}\p{N}]+$/u.test(word);

/** Every typed word and its corrections: what a name must contain (one per typed word). */
function alternativesOf(terms: SearchTerms, corrections: WordCorrections): string[][] {
  return terms.words.map((word) => [
    word,
    ...(corrections.get(word) ?? []).filter((c) => c !== word && isPlainWord(c)),
  ]);
}

/**
 * The full-text query: every typed word, as a prefix ('pizz' finds pizza) or as one of its
 * dictionary corrections, prefixes too ('burgr' finds burger and burgers). Null when nothing
 * searchable was typed.
 */
export function buildSearchQuery(terms: SearchTerms, corrections: WordCorrections): string | null {
  const groups = alternativesOf(terms, corrections).map(
    (alternatives) => `(${alternatives.map((word) => `${word}:*`).join(' | ')})`,
  );
  return groups.length ? groups.join(' & ') : null;
}

/**
 * The text a row is found by: its name and its es/fr names. The GIN indexes of migration
 * 0001_catalogue_indexes are built on exactly this expression, so keep the two in step.
 */
export function searchDocument(name: Column, translations: Column): SQL {
  return sql`(${name} || ' ' || coalesce(${translations} #>> '{es,name}', '') || ' ' || coalesce(${translations} #>> '{fr,name}', ''))`;
}

/** A full-text match of the document (GIN expression index); nothing matches a null query. */
export function matchesSearch(document: SQL, query: string | null): SQL {
  if (query === null) return sql`false`;
  return sql`to_tsvector('simple', ${document}) @@ to_tsquery('simple', ${query})`;
}

/** The name the caller reads: its translation when there is one. */
export function localizedName(name: Column, translations: Column, locale: Locale): SQL {
  if (locale === 'en') return sql`${name}`;
  return sql`coalesce(nullif(${translations} #>> ${`{${locale},name}`}::text[], ''), ${name})`;
}

/**
 * Best first: 2 when a word of the shown name starts with what was typed, 1 when it contains a
 * typed word or a correction, 0 for rows found through their store or category. String tests
 * only: the rank is computed for every match before the page is cut.
 */
export function searchRank(shownName: SQL, terms: SearchTerms, corrections: WordCorrections): SQL {
  const words = alternativesOf(terms, corrections).flat();
  const anyWord = words.length ? `\\m(${words.join('|')})` : null;
  const lowered = sql`lower(${shownName})`;
  const containsWord = anyWord ? sql`when ${lowered} ~ ${anyWord} then 1` : sql``;
  return sql`(case when strpos(' ' || ${lowered}, ' ' || ${terms.text}::text) > 0 then 2
    ${containsWord} else 0 end)`;
}
