CREATE SEQUENCE "public"."billing_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "billing_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"billing_id" uuid NOT NULL,
	"serial_no" integer NOT NULL,
	"description" text NOT NULL,
	"currency" text DEFAULT 'IDR' NOT NULL,
	"original_amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"billing_no" text NOT NULL,
	"order_no" text NOT NULL,
	"package_id" text NOT NULL,
	"plan" text NOT NULL,
	"term_months" integer NOT NULL,
	"payment_method" text NOT NULL,
	"currency" text DEFAULT 'IDR' NOT NULL,
	"base_amount" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"nett_amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"billing_date" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"invoice_url" text,
	"gateway_reference" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billings_billing_no_unique" UNIQUE("billing_no"),
	CONSTRAINT "billings_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "billings_status_check" CHECK ("billings"."status" in ('pending', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"billing_id" uuid,
	"amount" integer,
	"result_code" text,
	"reference" text,
	"accepted" boolean NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"order_no" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"payment_method" text NOT NULL,
	"callback_url" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_week_before_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_day_before_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_billing_id_billings_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."billings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billings" ADD CONSTRAINT "billings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_details_billing_idx" ON "billing_details" USING btree ("billing_id");--> statement-breakpoint
CREATE INDEX "billings_account_date_idx" ON "billings" USING btree ("account_id","billing_date");--> statement-breakpoint
CREATE INDEX "payment_callbacks_order_idx" ON "payment_callbacks" USING btree ("order_no");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_billing_id_billings_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."billings"("id") ON DELETE set null ON UPDATE no action;