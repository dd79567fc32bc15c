CREATE TABLE "document_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_email" text,
	"ip" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "document_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sealed_storage_key" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sealed_sha256" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "seal_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "attachment_key" text;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_events_document_idx" ON "document_events" USING btree ("document_id","seq");--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD CONSTRAINT "mail_jobs_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_sealed_sha256_idx" ON "documents" USING btree ("sealed_sha256");