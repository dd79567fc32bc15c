DROP INDEX "flow_approvers_flow_idx";--> statement-breakpoint
ALTER TABLE "flow_approvers" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing flows keep the order they were listed in: by level, then in the order the approvers were added.
UPDATE "flow_approvers" SET "position" = "ranked"."position" FROM (
  SELECT "id", (row_number() OVER (PARTITION BY "flow_id" ORDER BY "level", "seq") - 1)::integer AS "position"
  FROM "flow_approvers"
) AS "ranked" WHERE "ranked"."id" = "flow_approvers"."id";--> statement-breakpoint
CREATE INDEX "flow_approvers_flow_idx" ON "flow_approvers" USING btree ("flow_id","position");
