-- Analytics rollups (docs/decisions/005-analytics-rollups.md). A closed UTC day is rolled up once
-- from the raw rows and marked in analytics_rollup_days; any write to page_views or web_vitals that
-- touches a day drops that day's marker, so the next read computes the day again and the rollups
-- stay exact. Statement-level triggers: one small DELETE per batch, not one per row.
CREATE OR REPLACE FUNCTION analytics_rollup_stale_new() RETURNS trigger AS $$
BEGIN
  DELETE FROM analytics_rollup_days
  WHERE day IN (SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date FROM new_rows);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_rollup_stale_old() RETURNS trigger AS $$
BEGIN
  DELETE FROM analytics_rollup_days
  WHERE day IN (SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date FROM old_rows);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_rollup_stale_all() RETURNS trigger AS $$
BEGIN
  DELETE FROM analytics_rollup_days;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER page_views_rollup_insert AFTER INSERT ON page_views REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup_stale_new();
--> statement-breakpoint
CREATE TRIGGER page_views_rollup_update_new AFTER UPDATE ON page_views REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup_stale_new();
--> statement-breakpoint
CREATE TRIGGER page_views_rollup_update_old AFTER UPDATE ON page_views REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup_stale_old();
--> statement-breakpoint
CREATE TRIGGER page_views_rollup_delete AFTER DELETE ON page_views REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup_stale_old();
--> statement-breakpoint
CREATE TRIGGER page_views_rollup_truncate AFTER TRUNCATE ON page_views FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup_stale_all();
--> statement-breakpoint
CREATE TRIGGER web_vitals_rollup_insert AFTER INSERT ON web_vitals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup_stale_new();
--> statement-breakpoint
CREATE TRIGGER web_vitals_rollup_update_new AFTER UPDATE ON web_vitals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup_stale_new();
--> statement-breakpoint
CREATE TRIGGER web_vitals_rollup_update_old AFTER UPDATE ON web_vitals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup_stale_old();
--> statement-breakpoint
CREATE TRIGGER web_vitals_rollup_delete AFTER DELETE ON web_vitals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup_stale_old();
--> statement-breakpoint
CREATE TRIGGER web_vitals_rollup_truncate AFTER TRUNCATE ON web_vitals FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup_stale_all();
