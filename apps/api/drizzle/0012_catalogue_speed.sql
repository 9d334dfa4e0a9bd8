DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- drizzle-kit never writes functions. The "did you mean" names of a search that found nothing
-- (modules/catalog/queries.ts, similarNames): names whose pg_trgm word similarity to the search
-- is above 0.3, best first. `name %> q` lets the trigram index find them, but its threshold is a
-- setting (0.6 by default, which the assistant's searches keep); SET gives this function 0.3 for
-- its own run, so one statement does what a transaction of four round trips did. The operator
-- holds at the threshold itself (>=), hence the comparison with the score too. BEGIN ATOMIC
-- makes PostgreSQL check the body now and keep track of the columns it reads.
CREATE FUNCTION product_name_suggestions(q text, n integer) RETURNS SETOF text
LANGUAGE sql STABLE
SET pg_trgm.word_similarity_threshold = 0.3
BEGIN ATOMIC
  SELECT name FROM (
    SELECT DISTINCT name, word_similarity(q, name) AS score
    FROM products
    WHERE archived_at IS NULL AND name %> q AND word_similarity(q, name) > 0.3
  ) AS candidates
  ORDER BY score DESC, name
  LIMIT n;
END;
