CREATE TABLE "bulk_send_rows" (
	"bulk_send_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"recipients" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"document_id" uuid,
	"error" text,
	CONSTRAINT "bulk_send_rows_bulk_send_id_row_number_pk" PRIMARY KEY("bulk_send_id","row_number"),
	CONSTRAINT "bulk_send_rows_status_check" CHECK ("bulk_send_rows"."status" in ('pending', 'created', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "bulk_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"template_id" uuid,
	"template_name" text NOT NULL,
	"send" boolean NOT NULL,
	"status" text DEFAULT 'Queued' NOT NULL,
	"total" integer NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"ip" text,
	"user_agent" text,
	"request_id" text,
	"lease_until" timestamp with time zone,
	"leased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_sends_status_check" CHECK ("bulk_sends"."status" in ('Queued', 'Running', 'Finished'))
);
--> statement-breakpoint
ALTER TABLE "bulk_send_rows" ADD CONSTRAINT "bulk_send_rows_bulk_send_id_bulk_sends_id_fk" FOREIGN KEY ("bulk_send_id") REFERENCES "public"."bulk_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_rows" ADD CONSTRAINT "bulk_send_rows_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_sends_account_idx" ON "bulk_sends" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "bulk_sends_due_idx" ON "bulk_sends" USING btree ("created_at") WHERE "bulk_sends"."status" <> 'Finished';