-- Settings changes are announced on 'live_changes' so that every app instance refreshes its
-- in-memory copy within a second (issue 17). Idempotent in case another branch adds the same trigger.
DROP TRIGGER IF EXISTS app_settings_live ON app_settings;
--> statement-breakpoint
CREATE TRIGGER app_settings_live AFTER INSERT OR UPDATE OR DELETE ON app_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_statement_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS admin_invitations_live ON admin_invitations;
--> statement-breakpoint
CREATE TRIGGER admin_invitations_live AFTER INSERT OR UPDATE OR DELETE ON admin_invitations FOR EACH STATEMENT EXECUTE FUNCTION notify_statement_change();
