-- Hand-written in place of drizzle-kit's DROP INDEX and CREATE INDEX ... WITH (fastupdate=false), the definition the
-- snapshot holds: the same storage parameter is set on the index as it is, without rebuilding it (minutes of a
-- million cases' trigrams under a lock that stops case writes). Issue 26, ADR 65: cases_party_search_idx keeps no
-- pending list; a case write enters its keys in the index itself, where up to 4 MB of pending entries were read
-- whole by every search. The entries already pending are merged now (turning fastupdate off leaves them in place
-- until the next vacuum, and every search would still read them).
ALTER INDEX "cases_party_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('cases_party_search_idx');
