-- Live updates (DESIGN.md): every change on a live table is announced on the channel 'live_changes'.
-- Tables that a client may see announce each row with the ids needed to route the event; the
-- admin-only and bulky tables announce once per statement, which is all an admin screen needs to
-- reload.
CREATE OR REPLACE FUNCTION notify_row_change() RETURNS trigger AS $$
DECLARE
  r jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  PERFORM pg_notify('live_changes', jsonb_build_object(
    'table', TG_TABLE_NAME,
    'op', TG_OP,
    'id', r->>'id',
    'sender_id', r->>'sender_id',
    'recipient_id', r->>'recipient_id',
    'project_id', r->>'project_id',
    'client_id', r->>'client_id'
  )::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_statement_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('live_changes', jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER client_messages_live AFTER INSERT OR UPDATE OR DELETE ON client_messages FOR EACH ROW EXECUTE FUNCTION notify_row_change();
--> statement-breakpoint
CREATE TRIGGER projects_live AFTER INSERT OR UPDATE OR DELETE ON projects FOR EACH ROW EXECUTE FUNCTION notify_row_change();
--> statement-breakpoint
CREATE TRIGGER project_deliverables_live AFTER INSERT OR UPDATE OR DELETE ON project_deliverables FOR EACH ROW EXECUTE FUNCTION notify_row_change();
--> statement-breakpoint
CREATE TRIGGER transactions_live AFTER INSERT OR UPDATE OR DELETE ON transactions FOR EACH ROW EXECUTE FUNCTION notify_row_change();
--> statement-breakpoint
CREATE TRIGGER contacts_live AFTER INSERT OR UPDATE OR DELETE ON contacts FOR EACH STATEMENT EXECUTE FUNCTION notify_statement_change();
--> statement-breakpoint
CREATE TRIGGER contact_submissions_live AFTER INSERT OR UPDATE OR DELETE ON contact_submissions FOR EACH STATEMENT EXECUTE FUNCTION notify_statement_change();
--> statement-breakpoint
CREATE TRIGGER subscribers_live AFTER INSERT OR UPDATE OR DELETE ON subscribers FOR EACH STATEMENT EXECUTE FUNCTION notify_statement_change();
--> statement-breakpoint
CREATE TRIGGER page_views_live AFTER INSERT OR UPDATE OR DELETE ON page_views FOR EACH STATEMENT EXECUTE FUNCTION notify_statement_change();
--> statement-breakpoint
CREATE TRIGGER blog_posts_live AFTER INSERT OR UPDATE OR DELETE ON blog_posts FOR EACH STATEMENT EXECUTE FUNCTION notify_statement_change();
--> statement-breakpoint
CREATE TRIGGER email_campaigns_live AFTER INSERT OR UPDATE OR DELETE ON email_campaigns FOR EACH STATEMENT EXECUTE FUNCTION notify_statement_change();
--> statement-breakpoint
CREATE TRIGGER email_templates_live AFTER INSERT OR UPDATE OR DELETE ON email_templates FOR EACH STATEMENT EXECUTE FUNCTION notify_statement_change();
