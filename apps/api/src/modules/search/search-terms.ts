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
export function alternativesOf(terms: SearchTerms, corrections: WordCorrections): string[][] {
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
