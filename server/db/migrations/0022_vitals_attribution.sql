ALTER TABLE "web_vitals" ADD COLUMN "target" text;--> statement-breakpoint
ALTER TABLE "web_vitals" ADD COLUMN "interaction" text;