-- Unanswered questions counted instead of stored once per asking: one row per normalised text and
-- place with how often, first and last asked. The rows kept so far become their groups.
ALTER TABLE "assistant_questions" RENAME TO "assistant_questions_0016";--> statement-breakpoint
CREATE TABLE "assistant_questions" (
	"text" text NOT NULL,
	"source" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_questions_text_source_pk" PRIMARY KEY("text","source")
);--> statement-breakpoint
INSERT INTO "assistant_questions" ("text", "source", "count", "first_asked_at", "last_asked_at")
SELECT "text", "source", count(*), min("created_at"), max("created_at")
FROM "assistant_questions_0016"
GROUP BY "text", "source";--> statement-breakpoint
DROP TABLE "assistant_questions_0016";--> statement-breakpoint
CREATE INDEX "assistant_questions_last_asked_idx" ON "assistant_questions" USING btree ("last_asked_at");
