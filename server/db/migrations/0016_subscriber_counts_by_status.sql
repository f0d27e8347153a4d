-- Subscriber daily counts by status (docs/decisions/025-suppression-list.md): unsubscribed and
-- bounced addresses stay as rows, so `subscribed` and `confirmed` count active rows only (as they
-- did when leaving deleted the row) and two new columns count the kept records. Every figure read
-- from this table keeps meaning what it meant; active + unsubscribed + bounced = all rows.
CREATE OR REPLACE FUNCTION subscriber_daily_counts_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO subscriber_daily_counts AS c (day, subscribed, confirmed, unsubscribed, bounced)
  SELECT (created_at AT TIME ZONE 'UTC')::date,
         count(*) FILTER (WHERE status = 'active'),
         count(*) FILTER (WHERE status = 'active' AND is_confirmed),
         count(*) FILTER (WHERE status = 'unsubscribed'),
         count(*) FILTER (WHERE status = 'bounced')
  FROM new_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE
    SET subscribed = c.subscribed + excluded.subscribed, confirmed = c.confirmed + excluded.confirmed,
        unsubscribed = c.unsubscribed + excluded.unsubscribed, bounced = c.bounced + excluded.bounced;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION subscriber_daily_counts_delete() RETURNS trigger AS $$
BEGIN
  INSERT INTO subscriber_daily_counts AS c (day, subscribed, confirmed, unsubscribed, bounced)
  SELECT (created_at AT TIME ZONE 'UTC')::date,
         -count(*) FILTER (WHERE status = 'active'),
         -count(*) FILTER (WHERE status = 'active' AND is_confirmed),
         -count(*) FILTER (WHERE status = 'unsubscribed'),
         -count(*) FILTER (WHERE status = 'bounced')
  FROM old_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE
    SET subscribed = c.subscribed + excluded.subscribed, confirmed = c.confirmed + excluded.confirmed,
        unsubscribed = c.unsubscribed + excluded.unsubscribed, bounced = c.bounced + excluded.bounced;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION subscriber_daily_counts_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO subscriber_daily_counts AS c (day, subscribed, confirmed, unsubscribed, bounced)
  SELECT day, sum(a), sum(k), sum(u), sum(b) FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day,
           -((status = 'active')::int) AS a, -((status = 'active' AND is_confirmed)::int) AS k,
           -((status = 'unsubscribed')::int) AS u, -((status = 'bounced')::int) AS b
    FROM old_rows
    UNION ALL
    SELECT (created_at AT TIME ZONE 'UTC')::date, (status = 'active')::int,
           (status = 'active' AND is_confirmed)::int, (status = 'unsubscribed')::int, (status = 'bounced')::int
    FROM new_rows
  ) changes GROUP BY day ORDER BY day
  ON CONFLICT (day) DO UPDATE
    SET subscribed = c.subscribed + excluded.subscribed, confirmed = c.confirmed + excluded.confirmed,
        unsubscribed = c.unsubscribed + excluded.unsubscribed, bounced = c.bounced + excluded.bounced;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DELETE FROM subscriber_daily_counts;
--> statement-breakpoint
INSERT INTO subscriber_daily_counts (day, subscribed, confirmed, unsubscribed, bounced)
SELECT (created_at AT TIME ZONE 'UTC')::date,
       count(*) FILTER (WHERE status = 'active'),
       count(*) FILTER (WHERE status = 'active' AND is_confirmed),
       count(*) FILTER (WHERE status = 'unsubscribed'),
       count(*) FILTER (WHERE status = 'bounced')
FROM subscribers GROUP BY 1;
