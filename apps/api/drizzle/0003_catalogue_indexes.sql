DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_popular_idx";--> statement-breakpoint
CREATE INDEX "products_cat_created_idx" ON "products" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_cat_price_idx" ON "products" USING btree ("category","price","id");--> statement-breakpoint
CREATE INDEX "products_sub_created_idx" ON "products" USING btree ("category","sub_category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_sub_price_idx" ON "products" USING btree ("category","sub_category","price","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."popular";