CREATE TABLE "assistant_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assistant_questions_text_idx" ON "assistant_questions" USING btree ("text","source");