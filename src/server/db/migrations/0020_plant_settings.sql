CREATE TABLE "plant_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"land_use" text DEFAULT 'autumn-crops' NOT NULL,
	"fertiliser_type" text DEFAULT 'type-2' NOT NULL,
	"heavy_rain_mm" double precision DEFAULT 10 NOT NULL,
	"strong_wind_kmh" double precision DEFAULT 30 NOT NULL,
	"frost_c" double precision DEFAULT 0 NOT NULL,
	"digester_volume_m3" double precision,
	"olr_max_kg_vs_per_m3_day" double precision DEFAULT 4 NOT NULL,
	"hrt_min_days" double precision DEFAULT 60 NOT NULL,
	"mix_dry_matter_max_pct" double precision DEFAULT 15 NOT NULL,
	"carbon_nitrogen_min" double precision DEFAULT 20 NOT NULL,
	"carbon_nitrogen_max" double precision DEFAULT 30 NOT NULL,
	"carbon_nitrogen_mode" text DEFAULT 'soft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plant_settings_land_use_check" CHECK ("plant_settings"."land_use" in ('not-cultivated', 'autumn-crops', 'autumn-rapeseed', 'spring-crops-without-catch-crop', 'grassland-over-6-months')),
	CONSTRAINT "plant_settings_fertiliser_type_check" CHECK ("plant_settings"."fertiliser_type" in ('type-1', 'type-2', 'type-3')),
	CONSTRAINT "plant_settings_carbon_nitrogen_mode_check" CHECK ("plant_settings"."carbon_nitrogen_mode" in ('hard', 'soft', 'off')),
	CONSTRAINT "plant_settings_heavy_rain_mm_check" CHECK ("plant_settings"."heavy_rain_mm" between 1 and 100),
	CONSTRAINT "plant_settings_strong_wind_kmh_check" CHECK ("plant_settings"."strong_wind_kmh" between 5 and 150),
	CONSTRAINT "plant_settings_frost_c_check" CHECK ("plant_settings"."frost_c" between -10 and 5),
	CONSTRAINT "plant_settings_digester_volume_m3_check" CHECK ("plant_settings"."digester_volume_m3" is null or "plant_settings"."digester_volume_m3" between 10 and 100000),
	CONSTRAINT "plant_settings_olr_max_check" CHECK ("plant_settings"."olr_max_kg_vs_per_m3_day" between 0.5 and 15),
	CONSTRAINT "plant_settings_hrt_min_days_check" CHECK ("plant_settings"."hrt_min_days" between 5 and 400),
	CONSTRAINT "plant_settings_mix_dry_matter_max_pct_check" CHECK ("plant_settings"."mix_dry_matter_max_pct" between 2 and 45),
	CONSTRAINT "plant_settings_carbon_nitrogen_min_check" CHECK ("plant_settings"."carbon_nitrogen_min" between 5 and 60),
	CONSTRAINT "plant_settings_carbon_nitrogen_max_check" CHECK ("plant_settings"."carbon_nitrogen_max" between 5 and 80),
	CONSTRAINT "plant_settings_carbon_nitrogen_window_check" CHECK ("plant_settings"."carbon_nitrogen_min" < "plant_settings"."carbon_nitrogen_max")
);
--> statement-breakpoint
ALTER TABLE "plant_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "plant_settings" ADD CONSTRAINT "plant_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "plant_settings_own_rows" ON "plant_settings" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("plant_settings"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("plant_settings"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);