ALTER TABLE "document_events" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "seal_request_id" text;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE INDEX "documents_awaiting_seal_idx" ON "documents" USING btree ("completed_at") WHERE "documents"."status" = 'Completed' and "documents"."sealed_at" is null;