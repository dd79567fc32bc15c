CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "seal_register" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"document_name" text NOT NULL,
	"original_sha256" text NOT NULL,
	"sealed_sha256" text NOT NULL,
	"parties" jsonb NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seal_register_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "seal_register_sealed_sha256_unique" UNIQUE("sealed_sha256")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_events" DROP CONSTRAINT "document_events_document_id_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_signers" ADD COLUMN "download_token_hash" text;--> statement-breakpoint
ALTER TABLE "document_signers" ADD COLUMN "download_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "seal_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "seal_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "seal_error" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_download_token_hash_unique" UNIQUE("download_token_hash");--> statement-breakpoint
-- Accounts made before e-mail verification existed keep sending as they did.
UPDATE "accounts" SET "email_verified_at" = "created_at" WHERE "email_verified_at" IS NULL;--> statement-breakpoint
-- Files sealed before the register existed enter it, so /verify keeps recognising them.
INSERT INTO "seal_register" ("document_id", "account_id", "document_name", "original_sha256", "sealed_sha256", "parties", "completed_at", "sealed_at")
SELECT d."id", d."account_id", d."name", d."sha256", d."sealed_sha256",
  COALESCE((SELECT jsonb_agg(jsonb_build_object('name', s."name", 'email', s."email", 'decision', s."decision",
      'signedAt', to_char(s."submitted_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY s."level", s."seq")
    FROM "document_signers" s WHERE s."document_id" = d."id"), '[]'::jsonb),
  COALESCE(d."completed_at", d."sealed_at"), d."sealed_at"
FROM "documents" d WHERE d."sealed_at" IS NOT NULL AND d."sealed_sha256" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "refuse_change_to_evidence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "document_events_append_only" BEFORE UPDATE OR DELETE ON "document_events"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change_to_evidence"();--> statement-breakpoint
CREATE TRIGGER "seal_register_append_only" BEFORE UPDATE OR DELETE ON "seal_register"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change_to_evidence"();
