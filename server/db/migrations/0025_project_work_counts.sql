CREATE TABLE "project_work_counts" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"open_tasks" integer DEFAULT 0 NOT NULL,
	"milestones_total" integer DEFAULT 0 NOT NULL,
	"milestones_done" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_work_counts" ADD CONSTRAINT "project_work_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 30 item 7: the board shows each project's open tasks and milestone progress; counting
-- 50,000 tasks at every read took 100-400 ms on PGlite. Triggers keep the counts as work changes.
-- Row triggers: a change that neither moves a row nor flips 'done' (a title, a reorder) costs nothing.
-- A project's delete cascades to its tasks: the count row is then already gone and the UPDATE finds
-- nothing, so the triggers never insert a row for a deleted project.
CREATE FUNCTION count_project_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.done = OLD.done AND NEW.project_id = OLD.project_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE project_work_counts SET open_tasks = open_tasks - (NOT OLD.done)::int
      WHERE project_id = OLD.project_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO project_work_counts AS c (project_id, open_tasks)
      VALUES (NEW.project_id, (NOT NEW.done)::int)
      ON CONFLICT (project_id) DO UPDATE SET open_tasks = c.open_tasks + excluded.open_tasks;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION count_project_milestones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.done = OLD.done AND NEW.project_id = OLD.project_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE project_work_counts
      SET milestones_total = milestones_total - 1, milestones_done = milestones_done - OLD.done::int
      WHERE project_id = OLD.project_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO project_work_counts AS c (project_id, milestones_total, milestones_done)
      VALUES (NEW.project_id, 1, NEW.done::int)
      ON CONFLICT (project_id) DO UPDATE SET
        milestones_total = c.milestones_total + 1,
        milestones_done = c.milestones_done + excluded.milestones_done;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER project_tasks_counts AFTER INSERT OR UPDATE OR DELETE ON project_tasks FOR EACH ROW EXECUTE FUNCTION count_project_tasks();
--> statement-breakpoint
CREATE TRIGGER project_milestones_counts AFTER INSERT OR UPDATE OR DELETE ON project_milestones FOR EACH ROW EXECUTE FUNCTION count_project_milestones();
--> statement-breakpoint
INSERT INTO project_work_counts (project_id, open_tasks, milestones_total, milestones_done)
SELECT p.id,
  (SELECT count(*) FROM project_tasks t WHERE t.project_id = p.id AND NOT t.done)::int,
  (SELECT count(*) FROM project_milestones m WHERE m.project_id = p.id)::int,
  (SELECT count(*) FROM project_milestones m WHERE m.project_id = p.id AND m.done)::int
FROM projects p
WHERE EXISTS (SELECT 1 FROM project_tasks t WHERE t.project_id = p.id)
   OR EXISTS (SELECT 1 FROM project_milestones m WHERE m.project_id = p.id);
