-- Trigram indexes for substring search in the admin back office (pg_trgm ships with PostgreSQL contrib;
-- PGlite loads it in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contact_submissions_name_trgm_idx" ON "contact_submissions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_email_trgm_idx" ON "contact_submissions" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_company_trgm_idx" ON "contact_submissions" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "contacts_value_idx" ON "contacts" USING btree ("value" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contacts_score_idx" ON "contacts" USING btree ("score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_idx" ON "contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_company_trgm_idx" ON "contacts" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_email_trgm_idx" ON "subscribers" USING gin ("email" gin_trgm_ops);