DROP INDEX "analytics_daily_breakdown_day_kind_idx";--> statement-breakpoint
DROP INDEX "analytics_daily_vitals_day_path_idx";--> statement-breakpoint
DROP INDEX "page_views_page_path_created_at_idx";--> statement-breakpoint
DROP INDEX "web_vitals_name_created_at_idx";--> statement-breakpoint
ALTER TABLE "analytics_daily_breakdown" DROP CONSTRAINT "analytics_daily_breakdown_kind_day_key_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily_vitals" DROP CONSTRAINT "analytics_daily_vitals_path_name_day_bucket_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily_breakdown" ADD CONSTRAINT "analytics_daily_breakdown_day_kind_key_pk" PRIMARY KEY("day","kind","key");--> statement-breakpoint
ALTER TABLE "analytics_daily_vitals" ADD CONSTRAINT "analytics_daily_vitals_day_path_name_bucket_pk" PRIMARY KEY("day","path","name","bucket");