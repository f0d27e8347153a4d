CREATE TABLE "analytics_block_breakdown" (
	"start" date NOT NULL,
	"days" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_block_breakdown_days_start_kind_key_pk" PRIMARY KEY("days","start","kind","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_block_vitals" (
	"start" date NOT NULL,
	"days" integer NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_block_vitals_days_start_path_name_bucket_pk" PRIMARY KEY("days","start","path","name","bucket")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_blocks" (
	"start" date NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "analytics_rollup_blocks_days_start_pk" PRIMARY KEY("days","start")
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_breakdown_day_kind_idx" ON "analytics_daily_breakdown" USING btree ("day","kind");--> statement-breakpoint
CREATE INDEX "analytics_daily_vitals_day_path_idx" ON "analytics_daily_vitals" USING btree ("day","path");