CREATE TABLE "transaction_client_sums" (
	"contact_key" uuid PRIMARY KEY NOT NULL,
	"amount" numeric NOT NULL,
	"rows" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_monthly_sums" (
	"month" date NOT NULL,
	"type" "transaction_type" NOT NULL,
	"category" text NOT NULL,
	"recurring" boolean NOT NULL,
	"amount" numeric NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "transaction_monthly_sums_month_type_category_recurring_pk" PRIMARY KEY("month","type","category","recurring")
);
--> statement-breakpoint
DROP INDEX "transactions_date_idx";--> statement-breakpoint
DROP INDEX "transactions_type_date_idx";--> statement-breakpoint
CREATE INDEX "transactions_date_id_idx" ON "transactions" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_type_date_id_idx" ON "transactions" USING btree ("type","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_pending_income_idx" ON "transactions" USING btree ("date","amount") WHERE "transactions"."type" = 'income' and "transactions"."status" = 'pending';--> statement-breakpoint
-- Revenue rollups (decision 008, issue 16 item 9): counted transactions per month, type, category
-- and recurring flag, and counted income per client, kept exact by statement-level triggers with
-- transition tables like subscriber_daily_counts (0003): one GROUP BY per statement, groups
-- touched in key order so that concurrent writers lock them in the same order. A row's old
-- values are subtracted and its new ones added, so any change of amount, type, status, date,
-- category, description or client moves the money to the right group.
CREATE OR REPLACE FUNCTION transaction_sums_change() RETURNS trigger AS $$
DECLARE
  -- Each row's values signed: -1 for the old ones, +1 for the new ones (transition tables).
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows' END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO transaction_monthly_sums AS s (month, type, category, recurring, amount, rows)
    SELECT date_trunc('month', date)::date, type, coalesce(category, 'Uncategorised'),
      coalesce(category ilike '%%recurring%%' OR description ilike '%%recurring%%', false), sum(sign * amount), sum(sign)::int
    FROM (%s) changes WHERE status <> 'cancelled'
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (month, type, category, recurring) DO UPDATE
      SET amount = s.amount + excluded.amount, rows = s.rows + excluded.rows$sql$, changes);
  EXECUTE format($sql$
    INSERT INTO transaction_client_sums AS s (contact_key, amount, rows)
    SELECT coalesce(contact_id, '00000000-0000-0000-0000-000000000000'::uuid), sum(sign * amount), sum(sign)::int
    FROM (%s) changes WHERE status <> 'cancelled' AND type = 'income'
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (contact_key) DO UPDATE SET amount = s.amount + excluded.amount, rows = s.rows + excluded.rows$sql$, changes);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_sums_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM transaction_monthly_sums;
  DELETE FROM transaction_client_sums;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER transaction_sums_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_sums_change();
--> statement-breakpoint
CREATE TRIGGER transaction_sums_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_sums_change();
--> statement-breakpoint
CREATE TRIGGER transaction_sums_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_sums_change();
--> statement-breakpoint
CREATE TRIGGER transaction_sums_truncate AFTER TRUNCATE ON transactions FOR EACH STATEMENT EXECUTE FUNCTION transaction_sums_truncate();
--> statement-breakpoint
INSERT INTO transaction_monthly_sums AS s (month, type, category, recurring, amount, rows)
SELECT date_trunc('month', date)::date, type, coalesce(category, 'Uncategorised'),
  coalesce(category ilike '%recurring%' OR description ilike '%recurring%', false), sum(sign * amount), sum(sign)::int
FROM (SELECT 1 AS sign, * FROM transactions) changes WHERE status <> 'cancelled'
GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
ON CONFLICT (month, type, category, recurring) DO UPDATE
  SET amount = s.amount + excluded.amount, rows = s.rows + excluded.rows;
--> statement-breakpoint
INSERT INTO transaction_client_sums AS s (contact_key, amount, rows)
SELECT coalesce(contact_id, '00000000-0000-0000-0000-000000000000'::uuid), sum(sign * amount), sum(sign)::int
FROM (SELECT 1 AS sign, * FROM transactions) changes WHERE status <> 'cancelled' AND type = 'income'
GROUP BY 1 ORDER BY 1
ON CONFLICT (contact_key) DO UPDATE SET amount = s.amount + excluded.amount, rows = s.rows + excluded.rows;
