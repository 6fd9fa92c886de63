CREATE TABLE "company_recent_partners" (
	"company_id" integer NOT NULL,
	"partner_company_id" integer NOT NULL,
	"partner_department_id" integer,
	"last_used" timestamp with time zone NOT NULL,
	CONSTRAINT "company_recent_partners_partner_unique" UNIQUE NULLS NOT DISTINCT("company_id","partner_company_id","partner_department_id")
);
--> statement-breakpoint
ALTER TABLE "company_recent_partners" ADD CONSTRAINT "company_recent_partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_recent_partners" ADD CONSTRAINT "company_recent_partners_partner_company_id_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_recent_partners" ADD CONSTRAINT "company_recent_partners_partner_department_id_departments_id_fk" FOREIGN KEY ("partner_department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_recent_partners_latest_idx" ON "company_recent_partners" USING btree ("company_id","last_used" desc,"partner_company_id","partner_department_id");--> statement-breakpoint
CREATE INDEX "company_recent_partners_partner_company_idx" ON "company_recent_partners" USING btree ("partner_company_id");--> statement-breakpoint
CREATE INDEX "company_recent_partners_partner_department_idx" ON "company_recent_partners" USING btree ("partner_department_id");--> statement-breakpoint
-- Hand-written below: drizzle-kit manages no functions or triggers. ADR 67: each case a company sends (samples aside)
-- notes its partner's last use in company_recent_partners, in the writer's transaction, so the dashboard's recently
-- used partners read a few rows of it instead of the company's latest cases.
-- A partner's row is moved only by a transaction that can lock it at once (SKIP LOCKED): while another open transaction
-- is noting the same partner (cases sent at the same moment), this one leaves it to that one instead of waiting for
-- its end. A time never goes back. Only a partner's first case inserts its row.
CREATE FUNCTION "note_recent_partner"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	noted timestamptz;
BEGIN
	SELECT "last_used" INTO noted FROM "company_recent_partners"
	WHERE "company_id" = NEW."submit_company_id" AND "partner_company_id" = NEW."receiver_company_id"
		AND "partner_department_id" IS NOT DISTINCT FROM NEW."receiver_department_id";
	IF NOT FOUND THEN
		INSERT INTO "company_recent_partners" ("company_id", "partner_company_id", "partner_department_id", "last_used")
		VALUES (NEW."submit_company_id", NEW."receiver_company_id", NEW."receiver_department_id", NEW."created_at")
		ON CONFLICT ("company_id", "partner_company_id", "partner_department_id")
		DO UPDATE SET "last_used" = greatest("company_recent_partners"."last_used", excluded."last_used");
	ELSIF noted < NEW."created_at" THEN
		UPDATE "company_recent_partners" SET "last_used" = NEW."created_at"
		WHERE ctid = (
			SELECT ctid FROM "company_recent_partners"
			WHERE "company_id" = NEW."submit_company_id" AND "partner_company_id" = NEW."receiver_company_id"
				AND "partner_department_id" IS NOT DISTINCT FROM NEW."receiver_department_id"
			FOR UPDATE SKIP LOCKED
		) AND "last_used" < NEW."created_at";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cases_recent_partner_insert" AFTER INSERT ON "cases"
	FOR EACH ROW WHEN (NOT NEW."is_sample")
	EXECUTE FUNCTION "note_recent_partner"();--> statement-breakpoint
-- A case sent elsewhere, or no longer a sample, notes its partner as a new case would.
CREATE TRIGGER "cases_recent_partner_update"
	AFTER UPDATE OF "receiver_company_id", "receiver_department_id", "is_sample" ON "cases"
	FOR EACH ROW WHEN (NOT NEW."is_sample" AND (OLD."is_sample" OR OLD."receiver_company_id" <> NEW."receiver_company_id"
		OR OLD."receiver_department_id" IS DISTINCT FROM NEW."receiver_department_id"))
	EXECUTE FUNCTION "note_recent_partner"();--> statement-breakpoint
-- The kept rows from the cases themselves: here for the cases already sent, and for a bulk load written with the
-- triggers off (the benchmark's network).
CREATE FUNCTION "rebuild_company_recent_partners"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM "company_recent_partners";
	INSERT INTO "company_recent_partners" ("company_id", "partner_company_id", "partner_department_id", "last_used")
	SELECT "submit_company_id", "receiver_company_id", "receiver_department_id", max("created_at")
	FROM "cases" WHERE NOT "is_sample"
	GROUP BY "submit_company_id", "receiver_company_id", "receiver_department_id";
$$;--> statement-breakpoint
SELECT "rebuild_company_recent_partners"();
