CREATE TABLE "template_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"type" text NOT NULL,
	"page_number" integer NOT NULL,
	"left" double precision NOT NULL,
	"top" double precision NOT NULL,
	"right" double precision NOT NULL,
	"bottom" double precision NOT NULL,
	"rects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label" text,
	"required" boolean DEFAULT false NOT NULL,
	"sender_filled" boolean DEFAULT false NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "template_fields_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_fields_type_check" CHECK ("template_fields"."type" in ('draw', 'file', 'initials', 'name', 'date', 'text', 'checkbox')),
	CONSTRAINT "template_fields_sender_filled_check" CHECK (not "template_fields"."sender_filled" or "template_fields"."type" in ('text', 'date', 'checkbox'))
);
--> statement-breakpoint
CREATE TABLE "template_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "template_roles_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"page_count" integer NOT NULL,
	"sha256" text NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "templates_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_fields" ADD COLUMN "sender_filled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "template_fields" ADD CONSTRAINT "template_fields_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_fields" ADD CONSTRAINT "template_fields_role_id_template_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."template_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_roles" ADD CONSTRAINT "template_roles_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_fields_template_idx" ON "template_fields" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "template_fields_role_idx" ON "template_fields" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "template_roles_template_idx" ON "template_roles" USING btree ("template_id","position");--> statement-breakpoint
CREATE INDEX "templates_account_created_idx" ON "templates" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_template_idx" ON "documents" USING btree ("template_id");--> statement-breakpoint
ALTER TABLE "document_fields" ADD CONSTRAINT "document_fields_sender_filled_check" CHECK (not "document_fields"."sender_filled" or "document_fields"."type" in ('text', 'date', 'checkbox'));