CREATE TABLE "saml_seen_assertions" (
	"company_id" integer NOT NULL,
	"assertion_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_seen_assertions_company_id_assertion_id_pk" PRIMARY KEY("company_id","assertion_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sso_idp_sso_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sso_idp_metadata_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saml_seen_assertions" ADD CONSTRAINT "saml_seen_assertions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_seen_assertions_expiry_idx" ON "saml_seen_assertions" USING btree ("expires_at");