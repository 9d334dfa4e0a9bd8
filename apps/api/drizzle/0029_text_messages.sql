CREATE TABLE "text_daily_counts" (
	"day" text NOT NULL,
	"scope" text NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "text_daily_counts_day_scope_pk" PRIMARY KEY("day","scope")
);
--> statement-breakpoint
CREATE TABLE "text_opt_outs" (
	"number" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"to_number" text NOT NULL,
	"template" text NOT NULL,
	"params" jsonb NOT NULL,
	"text" text NOT NULL,
	"order_id" text,
	"provider_message_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"claimed_by" text,
	CONSTRAINT "text_outbox_status_known" CHECK ("text_outbox"."status" in ('pending', 'sending', 'sent', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updates_by" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updates_by" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "text_outbox" ADD CONSTRAINT "text_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_outbox_due_idx" ON "text_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "text_outbox_created_idx" ON "text_outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "text_outbox_provider_id_idx" ON "text_outbox" USING btree ("channel","provider_message_id");