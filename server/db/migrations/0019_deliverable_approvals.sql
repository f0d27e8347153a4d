CREATE TABLE "deliverable_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deliverable_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_side" text NOT NULL,
	"body" text,
	"video_time" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliverable_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deliverable_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_url" text,
	"storage_key" text,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"file_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"due_date" date,
	"request_note" text,
	"requested_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_by_name" text,
	"decision_note" text,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "project_deliverables" ADD COLUMN "origin" text DEFAULT 'agency' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_deliverables" ADD COLUMN "agency_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliverable_events" ADD CONSTRAINT "deliverable_events_deliverable_id_project_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."project_deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverable_events" ADD CONSTRAINT "deliverable_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverable_events" ADD CONSTRAINT "deliverable_events_version_id_deliverable_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."deliverable_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverable_events" ADD CONSTRAINT "deliverable_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverable_versions" ADD CONSTRAINT "deliverable_versions_deliverable_id_project_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."project_deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverable_versions" ADD CONSTRAINT "deliverable_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverable_versions" ADD CONSTRAINT "deliverable_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverable_versions" ADD CONSTRAINT "deliverable_versions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliverable_events_deliverable_id_created_at_idx" ON "deliverable_events" USING btree ("deliverable_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deliverable_events_one_decision_idx" ON "deliverable_events" USING btree ("version_id") WHERE "deliverable_events"."kind" in ('approved', 'changes_requested');--> statement-breakpoint
CREATE UNIQUE INDEX "deliverable_versions_deliverable_id_number_idx" ON "deliverable_versions" USING btree ("deliverable_id","number");--> statement-breakpoint
CREATE INDEX "deliverable_versions_awaiting_due_idx" ON "deliverable_versions" USING btree ("due_date") WHERE "deliverable_versions"."status" = 'awaiting';--> statement-breakpoint
CREATE INDEX "deliverable_versions_project_id_idx" ON "deliverable_versions" USING btree ("project_id");--> statement-breakpoint
-- Every existing deliverable becomes its own version 1: same file, link, size, type, uploader and time.
INSERT INTO "deliverable_versions" ("deliverable_id", "project_id", "number", "file_name", "file_url", "storage_key", "file_size", "file_type", "uploaded_by", "uploaded_at", "status")
SELECT "id", "project_id", 1, "file_name", "file_url", "storage_key", "file_size", "file_type", "uploaded_by", "uploaded_at", 'draft' FROM "project_deliverables";
--> statement-breakpoint
ALTER TABLE "deliverable_versions" ADD CONSTRAINT "deliverable_versions_status_check" CHECK ("status" IN ('draft', 'awaiting', 'changes_requested', 'approved'));
--> statement-breakpoint
ALTER TABLE "deliverable_events" ADD CONSTRAINT "deliverable_events_kind_check" CHECK ("kind" IN ('upload', 'request', 'comment', 'approved', 'changes_requested'));
--> statement-breakpoint
-- The review history is append-only: no update ever, and a delete only when its deliverable is gone.
CREATE OR REPLACE FUNCTION deliverable_events_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'deliverable_events is append-only';
  END IF;
  IF EXISTS (SELECT 1 FROM project_deliverables WHERE id = OLD.deliverable_id) THEN
    RAISE EXCEPTION 'deliverable_events is append-only';
  END IF;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER deliverable_events_append_only BEFORE UPDATE OR DELETE ON deliverable_events FOR EACH ROW EXECUTE FUNCTION deliverable_events_append_only();
--> statement-breakpoint
CREATE TRIGGER deliverable_versions_live AFTER INSERT OR UPDATE OR DELETE ON deliverable_versions FOR EACH ROW EXECUTE FUNCTION notify_row_change();
--> statement-breakpoint
CREATE TRIGGER deliverable_events_live AFTER INSERT OR DELETE ON deliverable_events FOR EACH ROW EXECUTE FUNCTION notify_row_change();
