ALTER TABLE "blogs" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written backfill (decision 0059): every post written before drafts existed was on the shop
-- from the moment it was written, so it is published with its creation time as its publish time.
UPDATE "blogs" SET "published_at" = "created_at" WHERE "published_at" IS NULL;--> statement-breakpoint
CREATE INDEX "blogs_published_idx" ON "blogs" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "blogs"."status" = 'published';--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_status_known" CHECK ("blogs"."status" IN ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_published_has_time" CHECK ("blogs"."status" = 'draft' OR "blogs"."published_at" IS NOT NULL);