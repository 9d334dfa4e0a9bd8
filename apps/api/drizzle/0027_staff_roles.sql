ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
-- Hand-written backfill (docs/decisions/0068-staff-roles.md): every account that was an admin
-- had every right, so it becomes an owner; the check below then holds for every row.
UPDATE "users" SET "staff_role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK (("users"."role" = 'admin') = ("users"."staff_role" IS NOT NULL) AND ("users"."staff_role" IS NULL OR "users"."staff_role" IN ('owner', 'sales', 'warehouse', 'content')));
