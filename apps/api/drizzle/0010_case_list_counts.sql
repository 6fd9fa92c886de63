CREATE TABLE "case_list_counts" (
	"company_id" integer NOT NULL,
	"outbound" boolean NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"cases" integer NOT NULL,
	CONSTRAINT "case_list_counts_company_id_outbound_user_id_status_pk" PRIMARY KEY("company_id","outbound","user_id","status"),
	CONSTRAINT "case_list_counts_status_check" CHECK ("status" in ('open', 'information', 'accepted', 'rejected', 'closed'))
);
--> statement-breakpoint
-- Hand-written below: drizzle-kit manages no functions or triggers. Each write to cases moves its counts in the
-- writer's transaction: the submitting company's side, its submitting user's, the receiving company's side.
CREATE FUNCTION "add_case_list_count"(company integer, is_outbound boolean, usr integer, case_status text, delta integer)
RETURNS void LANGUAGE sql AS $$
	INSERT INTO "case_list_counts" ("company_id", "outbound", "user_id", "status", "cases")
	VALUES (company, is_outbound, usr, case_status, delta)
	ON CONFLICT ("company_id", "outbound", "user_id", "status")
	DO UPDATE SET "cases" = "case_list_counts"."cases" + excluded."cases";
$$;--> statement-breakpoint
CREATE FUNCTION "count_case_list"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM "add_case_list_count"(OLD."submit_company_id", true, 0, OLD."status", -1);
		IF OLD."submit_user_id" IS NOT NULL THEN
			PERFORM "add_case_list_count"(OLD."submit_company_id", true, OLD."submit_user_id", OLD."status", -1);
		END IF;
		PERFORM "add_case_list_count"(OLD."receiver_company_id", false, 0, OLD."status", -1);
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		PERFORM "add_case_list_count"(NEW."submit_company_id", true, 0, NEW."status", 1);
		IF NEW."submit_user_id" IS NOT NULL THEN
			PERFORM "add_case_list_count"(NEW."submit_company_id", true, NEW."submit_user_id", NEW."status", 1);
		END IF;
		PERFORM "add_case_list_count"(NEW."receiver_company_id", false, 0, NEW."status", 1);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cases_count_insert_delete" AFTER INSERT OR DELETE ON "cases"
	FOR EACH ROW EXECUTE FUNCTION "count_case_list"();--> statement-breakpoint
CREATE TRIGGER "cases_count_update" AFTER UPDATE OF "status", "submit_company_id", "submit_user_id", "receiver_company_id" ON "cases"
	FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
		OR OLD."submit_company_id" IS DISTINCT FROM NEW."submit_company_id"
		OR OLD."submit_user_id" IS DISTINCT FROM NEW."submit_user_id"
		OR OLD."receiver_company_id" IS DISTINCT FROM NEW."receiver_company_id")
	EXECUTE FUNCTION "count_case_list"();--> statement-breakpoint
CREATE FUNCTION "rebuild_case_list_counts"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM "case_list_counts";
	INSERT INTO "case_list_counts" ("company_id", "outbound", "user_id", "status", "cases")
		SELECT "submit_company_id", true, 0, "status", count(*) FROM "cases" GROUP BY 1, 4
		UNION ALL SELECT "submit_company_id", true, "submit_user_id", "status", count(*) FROM "cases"
			WHERE "submit_user_id" IS NOT NULL GROUP BY 1, 3, 4
		UNION ALL SELECT "receiver_company_id", false, 0, "status", count(*) FROM "cases" GROUP BY 1, 4;
$$;--> statement-breakpoint
SELECT "rebuild_case_list_counts"();
