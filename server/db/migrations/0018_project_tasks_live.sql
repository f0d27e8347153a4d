-- Live updates for issue 30: tasks concern admins only (one event per statement); milestones are
-- shown to the project's client, so each row carries its project_id to route the event.
CREATE TRIGGER project_tasks_live AFTER INSERT OR UPDATE OR DELETE ON project_tasks FOR EACH STATEMENT EXECUTE FUNCTION notify_statement_change();
--> statement-breakpoint
CREATE TRIGGER project_milestones_live AFTER INSERT OR UPDATE OR DELETE ON project_milestones FOR EACH ROW EXECUTE FUNCTION notify_row_change();
