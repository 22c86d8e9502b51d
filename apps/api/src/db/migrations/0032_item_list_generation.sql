-- Keyset pages of the item lists (decision 0045). Hand-written (drizzle-kit generate --custom),
-- and kept out of the Drizzle schema on purpose, like search_words: the tests' TRUNCATE of every
-- schema table must not empty it.
--
-- item_list_generation holds one number that every committed change to what an item list
-- contains or how it is ordered raises, in the same transaction as the change. A page read
-- returns the number its snapshot saw; an API worker remembers a page's last sort key with it,
-- and seeks from that key only while a read sees the same number, so a remembered key is used
-- only against exactly the rows it was taken from. The columns below are every items column a
-- list's condition or order reads (items.repository.ts ITEM_LISTS, itemFilter, isItemListed):
-- a list that reads another column must add it here. Stock changes (every order) raise nothing.
CREATE TABLE "item_list_generation" (
  "one" boolean PRIMARY KEY DEFAULT true CHECK ("one"),
  "n" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "item_list_generation" ("n") VALUES (1);--> statement-breakpoint
-- Raised once per transaction, at its commit (a deferred trigger), so the row is locked after
-- every items row the transaction locks and two writers cannot wait for each other.
CREATE FUNCTION "item_list_generation_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('marketplace.item_list_generation_raised', true) IS DISTINCT FROM 'on' THEN
    UPDATE item_list_generation SET n = n + 1;
    PERFORM set_config('marketplace.item_list_generation_raised', 'on', true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "items_list_generation_change"
  AFTER INSERT OR DELETE OR UPDATE OF "id", "module_id", "store_id", "category_id", "status",
    "available_date_starts", "discount", "recommended", "created_at", "order_count",
    "rating_count", "avg_rating"
  ON "items" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION item_list_generation_raise();--> statement-breakpoint
CREATE TRIGGER "items_list_generation_truncate" AFTER TRUNCATE ON "items"
  FOR EACH STATEMENT EXECUTE FUNCTION item_list_generation_raise();
