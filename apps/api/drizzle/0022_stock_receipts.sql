ALTER TABLE "stock_movements" ADD COLUMN "supplier" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "unit_cost" bigint;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "note" text;