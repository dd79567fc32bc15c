CREATE TABLE "saved_signatures" (
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"image" text,
	"text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_signatures_account_id_kind_pk" PRIMARY KEY("account_id","kind"),
	CONSTRAINT "saved_signatures_one_answer" CHECK (("saved_signatures"."image" is null) <> ("saved_signatures"."text" is null))
);
--> statement-breakpoint
ALTER TABLE "saved_signatures" ADD CONSTRAINT "saved_signatures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;