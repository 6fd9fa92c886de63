ALTER TABLE "case_list_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "case_list_counts" DROP CONSTRAINT "case_list_counts_company_id_outbound_user_id_status_pk";--> statement-breakpoint
ALTER TABLE "case_list_counts" ADD CONSTRAINT "case_list_counts_company_id_outbound_user_id_status_slot_pk" PRIMARY KEY("company_id","outbound","user_id","status","slot");--> statement-breakpoint
-- Hand-written below (ADR 18): each connection adds to its own stripe of a count, one of eight, so that concurrent
-- writes of one company's cases do not wait for each other's row lock until they commit.
CREATE OR REPLACE FUNCTION "add_case_list_count"(company integer, is_outbound boolean, usr integer, case_status text, delta integer)
RETURNS void LANGUAGE sql AS $$
	INSERT INTO "case_list_counts" ("company_id", "outbound", "user_id", "status", "slot", "cases")
	VALUES (company, is_outbound, usr, case_status, pg_backend_pid() % 8, delta)
	ON CONFLICT ("company_id", "outbound", "user_id", "status", "slot")
	DO UPDATE SET "cases" = "case_list_counts"."cases" + excluded."cases";
$$;
