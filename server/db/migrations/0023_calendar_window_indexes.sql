CREATE INDEX "contacts_next_follow_up_idx" ON "contacts" USING btree ("next_follow_up") WHERE "contacts"."next_follow_up" is not null;--> statement-breakpoint
CREATE INDEX "email_campaigns_scheduled_for_idx" ON "email_campaigns" USING btree ("scheduled_for") WHERE "email_campaigns"."scheduled_for" is not null;--> statement-breakpoint
CREATE INDEX "email_campaigns_sent_at_idx" ON "email_campaigns" USING btree ("sent_at") WHERE "email_campaigns"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "email_campaigns_started_at_idx" ON "email_campaigns" USING btree ("started_at") WHERE "email_campaigns"."started_at" is not null;--> statement-breakpoint
CREATE INDEX "project_tasks_due_date_idx" ON "project_tasks" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "projects_start_date_idx" ON "projects" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "projects_end_date_idx" ON "projects" USING btree ("end_date");