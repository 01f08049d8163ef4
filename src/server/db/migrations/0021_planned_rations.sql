CREATE TABLE "planned_rations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"objective" text NOT NULL,
	"horizon_days" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"methane_nm3_per_day" double precision NOT NULL,
	"energy_kwh_per_day" double precision NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planned_rations_objective_check" CHECK ("planned_rations"."objective" in ('max-methane', 'min-cost')),
	CONSTRAINT "planned_rations_horizon_days_check" CHECK ("planned_rations"."horizon_days" between 1 and 366),
	CONSTRAINT "planned_rations_lines_check" CHECK (jsonb_typeof("planned_rations"."lines") = 'array'),
	CONSTRAINT "planned_rations_methane_check" CHECK ("planned_rations"."methane_nm3_per_day" >= 0 and "planned_rations"."energy_kwh_per_day" >= 0)
);
--> statement-breakpoint
ALTER TABLE "planned_rations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "planned_rations" ADD CONSTRAINT "planned_rations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "planned_rations_own_rows" ON "planned_rations" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("planned_rations"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("planned_rations"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);