-- The version of what product lists filter and order by: raised by every statement that changes
-- those columns of products, whoever runs it (the API, an import script, psql). The in-process
-- name index answers a search only while it was built at the version held here.
CREATE TABLE "product_listing_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_listing_version_one_row" CHECK ("product_listing_version"."one")
);--> statement-breakpoint
INSERT INTO "product_listing_version" ("one", "version") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION raise_product_listing_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listing_version SET version = version + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Once per statement, not per row: an import of thousands of products raises it once.
CREATE TRIGGER products_listing_changed
AFTER INSERT OR DELETE OR UPDATE OF name, price, category, sub_category, popular, archived_at, created_at
ON products FOR EACH STATEMENT EXECUTE FUNCTION raise_product_listing_version();--> statement-breakpoint
CREATE TRIGGER products_listing_truncated
AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION raise_product_listing_version();
