CREATE TABLE "cache_versions" (
	"tag" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
