CREATE TABLE "saml_authn_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sso_idp_initiated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_authn_requests" ADD CONSTRAINT "saml_authn_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_authn_requests_company_idx" ON "saml_authn_requests" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "saml_authn_requests_expiry_idx" ON "saml_authn_requests" USING btree ("expires_at");