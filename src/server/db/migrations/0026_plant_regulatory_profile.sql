ALTER TABLE "plant_settings" ADD COLUMN "commissioning_date" date;--> statement-breakpoint
ALTER TABLE "plant_settings" ADD COLUMN "end_use" text DEFAULT 'biomethane_injection' NOT NULL;--> statement-breakpoint
ALTER TABLE "plant_settings" ADD COLUMN "icpe_input_kind" text DEFAULT 'agricultural' NOT NULL;--> statement-breakpoint
ALTER TABLE "plant_settings" ADD COLUMN "daily_input_tonnes" double precision;--> statement-breakpoint
ALTER TABLE "plant_settings" ADD COLUMN "biomethane_capacity_nm3_per_hour" double precision;--> statement-breakpoint
ALTER TABLE "plant_settings" ADD COLUMN "chp_electrical_power_kw" double precision;--> statement-breakpoint
ALTER TABLE "plant_settings" ADD COLUMN "boiler_thermal_input_kw" double precision;--> statement-breakpoint
ALTER TABLE "plant_settings" ADD COLUMN "digestate_storage" text DEFAULT 'closed' NOT NULL;--> statement-breakpoint
ALTER TABLE "plant_settings" ADD COLUMN "upgrading_off_gas" text DEFAULT 'vented' NOT NULL;--> statement-breakpoint
ALTER TABLE "plant_settings" ADD CONSTRAINT "plant_settings_end_use_check" CHECK ("plant_settings"."end_use" in ('biomethane_injection', 'electricity', 'heat'));--> statement-breakpoint
ALTER TABLE "plant_settings" ADD CONSTRAINT "plant_settings_icpe_input_kind_check" CHECK ("plant_settings"."icpe_input_kind" in ('agricultural', 'other_wastes'));--> statement-breakpoint
ALTER TABLE "plant_settings" ADD CONSTRAINT "plant_settings_digestate_storage_check" CHECK ("plant_settings"."digestate_storage" in ('open', 'closed'));--> statement-breakpoint
ALTER TABLE "plant_settings" ADD CONSTRAINT "plant_settings_upgrading_off_gas_check" CHECK ("plant_settings"."upgrading_off_gas" in ('vented', 'combusted'));--> statement-breakpoint
ALTER TABLE "plant_settings" ADD CONSTRAINT "plant_settings_daily_input_tonnes_check" CHECK ("plant_settings"."daily_input_tonnes" is null or "plant_settings"."daily_input_tonnes" between 0.1 and 5000);--> statement-breakpoint
ALTER TABLE "plant_settings" ADD CONSTRAINT "plant_settings_biomethane_capacity_nm3_per_hour_check" CHECK ("plant_settings"."biomethane_capacity_nm3_per_hour" is null or "plant_settings"."biomethane_capacity_nm3_per_hour" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "plant_settings" ADD CONSTRAINT "plant_settings_chp_electrical_power_kw_check" CHECK ("plant_settings"."chp_electrical_power_kw" is null or "plant_settings"."chp_electrical_power_kw" between 1 and 50000);--> statement-breakpoint
ALTER TABLE "plant_settings" ADD CONSTRAINT "plant_settings_boiler_thermal_input_kw_check" CHECK ("plant_settings"."boiler_thermal_input_kw" is null or "plant_settings"."boiler_thermal_input_kw" between 1 and 200000);