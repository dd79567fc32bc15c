ALTER TABLE "document_fields" DROP CONSTRAINT "document_fields_type_check";--> statement-breakpoint
ALTER TABLE "document_fields" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "document_fields" ADD COLUMN "required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_fields" ADD COLUMN "response_text" text;--> statement-breakpoint
ALTER TABLE "document_fields" ADD COLUMN "response_checked" boolean;--> statement-breakpoint
ALTER TABLE "document_fields" ADD CONSTRAINT "document_fields_type_check" CHECK ("document_fields"."type" in ('draw', 'file', 'initials', 'name', 'date', 'text', 'checkbox'));