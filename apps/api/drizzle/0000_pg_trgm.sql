-- drizzle-kit never writes CREATE EXTENSION; the trigram index in the next migration needs it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
