CREATE TABLE "document_counts" (
	"account_id" uuid NOT NULL,
	"status" text NOT NULL,
	"in_trash" boolean NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "document_counts_account_id_status_in_trash_pk" PRIMARY KEY("account_id","status","in_trash")
);
--> statement-breakpoint
ALTER TABLE "document_counts" ADD CONSTRAINT "document_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_account_listed_created_idx" ON "documents" USING btree ("account_id","created_at","seq") WHERE "documents"."trashed_at" is null and "documents"."status" in ('Draft', 'Sent', 'Revision');--> statement-breakpoint
CREATE INDEX "documents_account_archived_created_idx" ON "documents" USING btree ("account_id","created_at","seq") WHERE "documents"."trashed_at" is null and "documents"."status" in ('Completed', 'Rejected', 'Revision', 'Cancelled');--> statement-breakpoint
CREATE INDEX "documents_account_trash_idx" ON "documents" USING btree ("account_id","trashed_at","seq") WHERE "documents"."trashed_at" is not null and "documents"."purged_at" is null;--> statement-breakpoint
CREATE FUNCTION "document_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  leaving boolean := TG_OP <> 'INSERT' AND OLD."purged_at" IS NULL;
  arriving boolean := TG_OP <> 'DELETE' AND NEW."purged_at" IS NULL;
  arrive_first boolean := false;
BEGIN
  -- The two counters a move changes are changed in the order of their keys, whichever way the document moves, so two
  -- documents moving opposite ways (one trashed, one restored) never wait on each other's counter in a circle.
  IF leaving AND arriving THEN
    arrive_first := (NEW."account_id", NEW."status", NEW."trashed_at" IS NOT NULL)
      < (OLD."account_id", OLD."status", OLD."trashed_at" IS NOT NULL);
  END IF;
  IF arriving AND arrive_first THEN
    INSERT INTO "document_counts" ("account_id", "status", "in_trash", "total")
      VALUES (NEW."account_id", NEW."status", NEW."trashed_at" IS NOT NULL, 1)
      ON CONFLICT ("account_id", "status", "in_trash") DO UPDATE SET "total" = "document_counts"."total" + 1;
  END IF;
  IF leaving THEN
    UPDATE "document_counts" SET "total" = "total" - 1
      WHERE "account_id" = OLD."account_id" AND "status" = OLD."status" AND "in_trash" = (OLD."trashed_at" IS NOT NULL);
  END IF;
  IF arriving AND NOT arrive_first THEN
    INSERT INTO "document_counts" ("account_id", "status", "in_trash", "total")
      VALUES (NEW."account_id", NEW."status", NEW."trashed_at" IS NOT NULL, 1)
      ON CONFLICT ("account_id", "status", "in_trash") DO UPDATE SET "total" = "document_counts"."total" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "documents_counted_on_insert_or_delete" AFTER INSERT OR DELETE ON "documents"
  FOR EACH ROW EXECUTE FUNCTION "document_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "documents_counted_on_update" AFTER UPDATE OF "account_id", "status", "trashed_at", "purged_at" ON "documents"
  FOR EACH ROW WHEN (OLD."account_id" IS DISTINCT FROM NEW."account_id" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR (OLD."trashed_at" IS NULL) <> (NEW."trashed_at" IS NULL) OR (OLD."purged_at" IS NULL) <> (NEW."purged_at" IS NULL))
  EXECUTE FUNCTION "document_counts_follow"();--> statement-breakpoint
-- After the triggers: creating them waits for writes in progress and holds new ones until the migration commits.
INSERT INTO "document_counts" ("account_id", "status", "in_trash", "total")
SELECT "account_id", "status", "trashed_at" IS NOT NULL, count(*)::integer FROM "documents"
WHERE "purged_at" IS NULL GROUP BY 1, 2, 3;
