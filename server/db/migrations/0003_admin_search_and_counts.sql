-- Trigram indexes for substring search in the admin back office (pg_trgm ships with PostgreSQL contrib;
-- PGlite loads it in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "subscriber_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"subscribed" integer DEFAULT 0 NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_submissions_name_trgm_idx" ON "contact_submissions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_email_trgm_idx" ON "contact_submissions" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_company_trgm_idx" ON "contact_submissions" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "contacts_value_idx" ON "contacts" USING btree ("value" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contacts_score_idx" ON "contacts" USING btree ("score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_idx" ON "contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_company_trgm_idx" ON "contacts" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_email_trgm_idx" ON "subscribers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- Subscriber counts per UTC day, kept exact by statement-level triggers with transition tables
-- (one aggregate per statement, so a bulk import costs one GROUP BY, not a trigger per row).
-- Rows are touched in day order so that concurrent writers lock them in the same order.
CREATE OR REPLACE FUNCTION subscriber_daily_counts_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO subscriber_daily_counts AS c (day, subscribed, confirmed)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE is_confirmed)
  FROM new_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE
    SET subscribed = c.subscribed + excluded.subscribed, confirmed = c.confirmed + excluded.confirmed;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION subscriber_daily_counts_delete() RETURNS trigger AS $$
BEGIN
  INSERT INTO subscriber_daily_counts AS c (day, subscribed, confirmed)
  SELECT (created_at AT TIME ZONE 'UTC')::date, -count(*), -count(*) FILTER (WHERE is_confirmed)
  FROM old_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE
    SET subscribed = c.subscribed + excluded.subscribed, confirmed = c.confirmed + excluded.confirmed;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION subscriber_daily_counts_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO subscriber_daily_counts AS c (day, subscribed, confirmed)
  SELECT day, sum(n), sum(k) FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, -1 AS n, -(is_confirmed::int) AS k FROM old_rows
    UNION ALL
    SELECT (created_at AT TIME ZONE 'UTC')::date, 1, is_confirmed::int FROM new_rows
  ) changes GROUP BY day ORDER BY day
  ON CONFLICT (day) DO UPDATE
    SET subscribed = c.subscribed + excluded.subscribed, confirmed = c.confirmed + excluded.confirmed;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION subscriber_daily_counts_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM subscriber_daily_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER subscriber_daily_counts_insert AFTER INSERT ON subscribers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscriber_daily_counts_insert();
--> statement-breakpoint
CREATE TRIGGER subscriber_daily_counts_delete AFTER DELETE ON subscribers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION subscriber_daily_counts_delete();
--> statement-breakpoint
CREATE TRIGGER subscriber_daily_counts_update AFTER UPDATE ON subscribers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscriber_daily_counts_update();
--> statement-breakpoint
CREATE TRIGGER subscriber_daily_counts_truncate AFTER TRUNCATE ON subscribers FOR EACH STATEMENT EXECUTE FUNCTION subscriber_daily_counts_truncate();
--> statement-breakpoint
INSERT INTO subscriber_daily_counts (day, subscribed, confirmed)
SELECT (created_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE is_confirmed)
FROM subscribers GROUP BY 1;
