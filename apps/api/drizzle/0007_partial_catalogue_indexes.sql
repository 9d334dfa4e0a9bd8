DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_cat_created_idx";--> statement-breakpoint
DROP INDEX "products_cat_price_idx";--> statement-breakpoint
DROP INDEX "products_sub_created_idx";--> statement-breakpoint
DROP INDEX "products_sub_price_idx";--> statement-breakpoint
DROP INDEX "products_popular_idx";--> statement-breakpoint
CREATE INDEX "products_archived_idx" ON "products" USING btree ("archived_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id") WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_cat_created_idx" ON "products" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_cat_price_idx" ON "products" USING btree ("category","price","id") WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_sub_created_idx" ON "products" USING btree ("category","sub_category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_sub_price_idx" ON "products" USING btree ("category","sub_category","price","id") WHERE "products"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."popular" AND "products"."archived_at" IS NULL;