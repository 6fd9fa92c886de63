-- Custom SQL migration file, put your code below! --
-- The company directory's change counter (ADR 16): every statement that writes a table the directory answer is made
-- of bumps it in the writer's transaction, so an answer read after the counter is never older than the counter says.
-- GET /api/caller/company_directory answers it in its ETag and a browser revalidating an unchanged directory gets
-- 304 without the network being read. Hand-written: drizzle-kit manages neither triggers nor this one-row table.
CREATE TABLE "directory_version" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"version" bigint NOT NULL DEFAULT 1
);--> statement-breakpoint
INSERT INTO "directory_version" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION "bump_directory_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "directory_version" SET "version" = "version" + 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();--> statement-breakpoint
CREATE TRIGGER "departments_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "departments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();--> statement-breakpoint
CREATE TRIGGER "contact_documents_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contact_documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();--> statement-breakpoint
CREATE TRIGGER "document_versions_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "document_versions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();--> statement-breakpoint
CREATE TRIGGER "document_tags_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "document_tags" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();--> statement-breakpoint
CREATE TRIGGER "document_departments_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "document_departments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();--> statement-breakpoint
CREATE TRIGGER "communities_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "communities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();--> statement-breakpoint
CREATE TRIGGER "group_relations_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_relations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();--> statement-breakpoint
CREATE TRIGGER "group_user_access_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_user_access" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();
