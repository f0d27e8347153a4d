DROP INDEX "contacts_created_at_idx";--> statement-breakpoint
DROP INDEX "contacts_updated_at_idx";--> statement-breakpoint
DROP INDEX "contacts_status_created_at_idx";--> statement-breakpoint
DROP INDEX "contacts_name_idx";--> statement-breakpoint
DROP INDEX "contacts_value_idx";--> statement-breakpoint
DROP INDEX "contacts_score_idx";--> statement-breakpoint
CREATE INDEX "contacts_created_at_id_idx" ON "contacts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_updated_at_id_idx" ON "contacts" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_status_created_at_id_idx" ON "contacts" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_name_id_idx" ON "contacts" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "contacts_value_id_idx" ON "contacts" USING btree ("value" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_score_id_idx" ON "contacts" USING btree ("score" DESC NULLS LAST,"id" DESC NULLS FIRST);