CREATE TABLE "signing_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"signer_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_signers" ADD COLUMN "verification" text DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_signers" ADD COLUMN "access_code_hash" text;--> statement-breakpoint
ALTER TABLE "document_signers" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "document_signers" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_signers" ADD COLUMN "code_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_signers" ADD COLUMN "code_failed_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_signers" ADD COLUMN "code_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_signers" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "template_roles" ADD COLUMN "verification" text DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE "signing_sessions" ADD CONSTRAINT "signing_sessions_signer_id_document_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."document_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signing_sessions_expires_idx" ON "signing_sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_verification_check" CHECK ("document_signers"."verification" in ('link', 'email_code', 'access_code'));--> statement-breakpoint
ALTER TABLE "template_roles" ADD CONSTRAINT "template_roles_verification_check" CHECK ("template_roles"."verification" in ('link', 'email_code', 'access_code'));