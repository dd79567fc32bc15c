ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_user_agent" text;