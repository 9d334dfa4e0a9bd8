CREATE TABLE "product_sizes" (
	"product_id" text NOT NULL,
	"size" text NOT NULL,
	"price" bigint,
	"sku" text,
	"cost" bigint,
	CONSTRAINT "product_sizes_product_id_size_pk" PRIMARY KEY("product_id","size"),
	CONSTRAINT "product_sizes_price_positive" CHECK ("product_sizes"."price" > 0),
	CONSTRAINT "product_sizes_cost_not_negative" CHECK ("product_sizes"."cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_sizes_sku_idx" ON "product_sizes" USING btree (lower("sku")) WHERE "product_sizes"."sku" IS NOT NULL;