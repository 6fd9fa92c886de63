ALTER TABLE "companies" ADD COLUMN "form_designer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "change_requests" ADD COLUMN "document_version_id" integer;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_document_version_id_document_versions_id_fk" FOREIGN KEY ("document_version_id") REFERENCES "public"."document_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_requests_document_version_idx" ON "change_requests" USING btree ("document_version_id");