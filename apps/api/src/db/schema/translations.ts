import { jsonb } from 'drizzle-orm/pg-core';

/** Per-locale overrides of a row's text fields: {"es": {"name": "..."}, "fr": {...}}. */
export type Translations = Partial<Record<string, Record<string, string>>>;

export const translationsColumn = () =>
  jsonb('translations').$type<Translations>().notNull().default({});
