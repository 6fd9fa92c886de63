ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "webhooks" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks" ALTER COLUMN "secret_sealed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "kind" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "community_id" integer;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhooks_community_unique" ON "webhooks" USING btree ("community_id");--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_purpose_check" CHECK ("purpose" in ('reset_password', 'auto_login', 'email_link', 'verify_account', 'approval', 'msteams_connect'));--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_kind_check" CHECK ("kind" in ('standard', 'msteams'));--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_owner_check" CHECK (("webhooks"."kind" = 'standard' and "webhooks"."company_id" is not null and "webhooks"."community_id" is null and "webhooks"."secret_sealed" is not null)
        or ("webhooks"."kind" = 'msteams' and "webhooks"."community_id" is not null and "webhooks"."company_id" is null));