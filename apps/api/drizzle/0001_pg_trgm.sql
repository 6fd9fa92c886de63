-- Custom SQL migration file, put your code below! --
-- pg_trgm backs the trigram GIN indexes of the substring searches (migration 0002). Hand-written: drizzle-kit does
-- not manage extensions. PGlite loads the extension through createPglite() in src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
