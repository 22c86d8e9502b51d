import type { Locale } from '@marketplace/contract/headers';
import { type Column, type SQL, sql } from 'drizzle-orm';
import { alternativesOf, type SearchTerms, type WordCorrections } from './search-terms';

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
