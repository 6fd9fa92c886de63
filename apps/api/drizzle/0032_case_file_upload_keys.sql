CREATE TABLE "case_file_upload_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"case_id" integer NOT NULL,
	"request_digest" text NOT NULL,
	"file_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_file_upload_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "case_file_upload_keys" ADD CONSTRAINT "case_file_upload_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_file_upload_keys" ADD CONSTRAINT "case_file_upload_keys_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_file_upload_keys_case_idx" ON "case_file_upload_keys" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_file_upload_keys_created_idx" ON "case_file_upload_keys" USING btree ("created_at");