ALTER TABLE "documents" ADD COLUMN "seal_leased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD COLUMN "leased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "expires_at" timestamp with time zone;