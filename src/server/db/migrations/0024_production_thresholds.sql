ALTER TABLE "plant_settings" ADD COLUMN "h2s_max_ppm" double precision DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "plant_settings" ADD COLUMN "methane_min_pct" double precision DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "plant_settings" ADD CONSTRAINT "plant_settings_h2s_max_ppm_check" CHECK ("plant_settings"."h2s_max_ppm" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "plant_settings" ADD CONSTRAINT "plant_settings_methane_min_pct_check" CHECK ("plant_settings"."methane_min_pct" between 20 and 95);