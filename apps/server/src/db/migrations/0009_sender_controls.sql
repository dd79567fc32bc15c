CREATE TABLE "reminder_schedules" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"after_days" integer NOT NULL,
	"every_days" integer NOT NULL,
	"max_count" integer NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signer_earlier_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signer_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signer_earlier_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_status_check";--> statement-breakpoint
ALTER TABLE "document_signers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "document_signers" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_signers" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_signers" ADD COLUMN "reminder_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "reminder_after_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "reminder_every_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "reminder_max_count" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_schedules" ADD CONSTRAINT "reminder_schedules_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_earlier_links" ADD CONSTRAINT "signer_earlier_links_signer_id_document_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."document_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_schedules_next_idx" ON "reminder_schedules" USING btree ("next_at");--> statement-breakpoint
CREATE INDEX "signer_earlier_links_signer_idx" ON "signer_earlier_links" USING btree ("signer_id");--> statement-breakpoint
CREATE INDEX "documents_account_status_created_idx" ON "documents" USING btree ("account_id","status","created_at");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_status_check" CHECK ("documents"."status" in ('Draft', 'Sent', 'Completed', 'Rejected', 'Revision', 'Cancelled'));