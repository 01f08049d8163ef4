CREATE TABLE "production_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reading_date" date NOT NULL,
	"reading_time" time,
	"biogas_m3" numeric(14, 3) NOT NULL,
	"biomethane_nm3_per_hour" numeric(14, 3),
	"kwh_produced" numeric(14, 3),
	"temperature_c" numeric(14, 3),
	"ph" numeric(14, 3),
	"fos_tac" numeric(14, 3),
	"methane_percent" numeric(14, 3),
	"h2s_ppm" numeric(14, 3),
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_logs_biogas_m3_check" CHECK ("production_logs"."biogas_m3" is null or "production_logs"."biogas_m3" between 0 and 10000),
	CONSTRAINT "production_logs_biomethane_check" CHECK ("production_logs"."biomethane_nm3_per_hour" is null or "production_logs"."biomethane_nm3_per_hour" between 0 and 5000),
	CONSTRAINT "production_logs_kwh_produced_check" CHECK ("production_logs"."kwh_produced" is null or "production_logs"."kwh_produced" between 0 and 50000),
	CONSTRAINT "production_logs_temperature_c_check" CHECK ("production_logs"."temperature_c" is null or "production_logs"."temperature_c" between -20 and 80),
	CONSTRAINT "production_logs_ph_check" CHECK ("production_logs"."ph" is null or "production_logs"."ph" between 0 and 14),
	CONSTRAINT "production_logs_fos_tac_check" CHECK ("production_logs"."fos_tac" is null or "production_logs"."fos_tac" between 0 and 5),
	CONSTRAINT "production_logs_methane_percent_check" CHECK ("production_logs"."methane_percent" is null or "production_logs"."methane_percent" between 0 and 100),
	CONSTRAINT "production_logs_h2s_ppm_check" CHECK ("production_logs"."h2s_ppm" is null or "production_logs"."h2s_ppm" between 0 and 50000),
	CONSTRAINT "production_logs_output_check" CHECK ("production_logs"."biomethane_nm3_per_hour" is not null or "production_logs"."kwh_produced" is not null),
	CONSTRAINT "production_logs_notes_check" CHECK (char_length("production_logs"."notes") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "production_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "production_logs" ADD CONSTRAINT "production_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_logs_user_id_reading_date_idx" ON "production_logs" USING btree ("user_id","reading_date" DESC NULLS LAST,"reading_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "production_logs_user_id_created_at_idx" ON "production_logs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "production_logs_own_rows" ON "production_logs" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("production_logs"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("production_logs"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE TRIGGER production_logs_bump_version BEFORE UPDATE ON production_logs FOR EACH ROW EXECUTE FUNCTION bump_row_version();