-- Searches compare the lower-cased name with LIKE instead of the name with ILIKE, which folds
-- the case of every candidate again: the trigram index moves to the folded name.
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name_folded" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The "did you mean" names (migration 0012) looked up in the trigram index of the folded name;
-- pg_trgm's trigrams ignore case, so the scores are those of the name itself.
CREATE OR REPLACE FUNCTION product_name_suggestions(q text, n integer) RETURNS SETOF text
LANGUAGE sql STABLE
SET pg_trgm.word_similarity_threshold = 0.3
BEGIN ATOMIC
  SELECT name FROM (
    SELECT DISTINCT name, word_similarity(q, name_folded) AS score
    FROM products
    WHERE archived_at IS NULL AND name_folded %> q AND word_similarity(q, name_folded) > 0.3
  ) AS candidates
  ORDER BY score DESC, name
  LIMIT n;
END;
