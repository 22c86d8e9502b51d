-- Typo search (modules/search/search-words.repository.ts): edit distance between a typed word
-- and the dictionary's words (fuzzystrmatch's levenshtein), compared without accents (unaccent),
-- so 'noodels' finds noodles and 'creme' finds crème where trigram similarity alone says no.
-- Both ship with PostgreSQL's contrib modules (the embedded server's and PostgreSQL 15's).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
