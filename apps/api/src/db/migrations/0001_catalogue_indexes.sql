-- Catalogue reads: one index per list filter and order, and the search structures.
-- Hand-written (drizzle-kit generate --custom): partial, expression and GIN indexes, and the
-- search_words dictionary with the triggers that fill it.
--
-- Search (modules/search): every distinct word of item, store and category names (en, es, fr)
-- is kept in search_words with a trigram index, so a misspelt word is corrected against a few
-- thousand words, not against every item; the corrected words and the typed prefix then become
-- a full-text query on the GIN expression indexes below. The expression must stay identical to
-- searchDocument() in modules/search/search-terms.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "items_listed_popular_idx" ON "items" ("module_id", "order_count" DESC, "id") WHERE status = 1 AND available_date_starts IS NULL;--> statement-breakpoint
CREATE INDEX "items_listed_latest_idx" ON "items" ("module_id", "created_at" DESC, "id" DESC) WHERE status = 1 AND available_date_starts IS NULL;--> statement-breakpoint
CREATE INDEX "items_listed_reviewed_idx" ON "items" ("module_id", "rating_count" DESC, "avg_rating" DESC, "id") WHERE status = 1 AND available_date_starts IS NULL;--> statement-breakpoint
CREATE INDEX "items_listed_discounted_idx" ON "items" ("module_id", "order_count" DESC, "id") WHERE status = 1 AND available_date_starts IS NULL AND discount > 0;--> statement-breakpoint
CREATE INDEX "items_listed_recommended_idx" ON "items" ("module_id", "order_count" DESC, "id") WHERE status = 1 AND available_date_starts IS NULL AND recommended = 1;--> statement-breakpoint
CREATE INDEX "items_listed_category_idx" ON "items" ("category_id", "order_count" DESC, "id") WHERE status = 1 AND available_date_starts IS NULL;--> statement-breakpoint
CREATE INDEX "items_listed_store_category_idx" ON "items" ("store_id", "category_id", "order_count" DESC) WHERE status = 1 AND available_date_starts IS NULL;--> statement-breakpoint
CREATE INDEX "items_listed_store_latest_idx" ON "items" ("store_id", "created_at" DESC, "id" DESC) WHERE status = 1 AND available_date_starts IS NULL;--> statement-breakpoint
CREATE INDEX "items_campaign_idx" ON "items" ("module_id", "available_date_ends", "available_date_starts") WHERE status = 1 AND available_date_starts IS NOT NULL;--> statement-breakpoint
CREATE INDEX "items_search_fts_idx" ON "items" USING gin (to_tsvector('simple', ("name" || ' ' || coalesce("translations" #>> '{es,name}', '') || ' ' || coalesce("translations" #>> '{fr,name}', ''))));--> statement-breakpoint
CREATE INDEX "stores_search_fts_idx" ON "stores" USING gin (to_tsvector('simple', ("name" || ' ' || coalesce("translations" #>> '{es,name}', '') || ' ' || coalesce("translations" #>> '{fr,name}', ''))));--> statement-breakpoint
CREATE INDEX "categories_search_fts_idx" ON "categories" USING gin (to_tsvector('simple', ("name" || ' ' || coalesce("translations" #>> '{es,name}', '') || ' ' || coalesce("translations" #>> '{fr,name}', ''))));--> statement-breakpoint
CREATE INDEX "stores_module_latest_idx" ON "stores" ("module_id", "created_at" DESC) WHERE status = 1;--> statement-breakpoint
CREATE INDEX "stores_module_popular_idx" ON "stores" ("module_id", "order_count" DESC, "avg_rating" DESC) WHERE status = 1;--> statement-breakpoint
CREATE INDEX "categories_module_featured_idx" ON "categories" ("module_id", "priority" DESC) WHERE featured = 1 AND status = 1 AND parent_id = 0;--> statement-breakpoint
CREATE INDEX "reviews_item_latest_idx" ON "reviews" ("item_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "coupons_module_running_idx" ON "coupons" ("module_id", "expire_date") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "campaigns_module_running_idx" ON "campaigns" ("module_id", "end_date") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "campaign_stores_store_idx" ON "campaign_stores" ("store_id");--> statement-breakpoint
CREATE INDEX "flash_sales_module_running_idx" ON "flash_sales" ("module_id", "end_date") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "flash_sale_items_item_idx" ON "flash_sale_items" ("item_id");--> statement-breakpoint
CREATE INDEX "brands_module_idx" ON "brands" ("module_id") WHERE status = 1;--> statement-breakpoint
-- Words are only ever added: a word whose items are gone just corrects to nothing.
CREATE TABLE "search_words" ("word" text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "search_words_add_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows,
    unnest(tsvector_to_array(to_tsvector('simple', (new_rows."name" || ' ' || coalesce(new_rows."translations" #>> '{es,name}', '') || ' ' || coalesce(new_rows."translations" #>> '{fr,name}', ''))))) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "search_words_add_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM unnest(tsvector_to_array(to_tsvector('simple', (NEW."name" || ' ' || coalesce(NEW."translations" #>> '{es,name}', '') || ' ' || coalesce(NEW."translations" #>> '{fr,name}', ''))))) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "items_search_words_insert" AFTER INSERT ON "items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add_rows();--> statement-breakpoint
CREATE TRIGGER "items_search_words_update" AFTER UPDATE OF "name", "translations" ON "items" FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.translations IS DISTINCT FROM NEW.translations) EXECUTE FUNCTION search_words_add_row();--> statement-breakpoint
CREATE TRIGGER "stores_search_words_insert" AFTER INSERT ON "stores" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add_rows();--> statement-breakpoint
CREATE TRIGGER "stores_search_words_update" AFTER UPDATE OF "name", "translations" ON "stores" FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.translations IS DISTINCT FROM NEW.translations) EXECUTE FUNCTION search_words_add_row();--> statement-breakpoint
CREATE TRIGGER "categories_search_words_insert" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add_rows();--> statement-breakpoint
CREATE TRIGGER "categories_search_words_update" AFTER UPDATE OF "name", "translations" ON "categories" FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.translations IS DISTINCT FROM NEW.translations) EXECUTE FUNCTION search_words_add_row();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "items", unnest(tsvector_to_array(to_tsvector('simple', ("items"."name" || ' ' || coalesce("items"."translations" #>> '{es,name}', '') || ' ' || coalesce("items"."translations" #>> '{fr,name}', ''))))) AS w
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "stores", unnest(tsvector_to_array(to_tsvector('simple', ("stores"."name" || ' ' || coalesce("stores"."translations" #>> '{es,name}', '') || ' ' || coalesce("stores"."translations" #>> '{fr,name}', ''))))) AS w
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "categories", unnest(tsvector_to_array(to_tsvector('simple', ("categories"."name" || ' ' || coalesce("categories"."translations" #>> '{es,name}', '') || ' ' || coalesce("categories"."translations" #>> '{fr,name}', ''))))) AS w
ON CONFLICT DO NOTHING;
