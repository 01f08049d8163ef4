CREATE TABLE "maintenance_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"task_id" uuid,
	"equipment_name" text NOT NULL,
	"task_type" text NOT NULL,
	"frequency" text NOT NULL,
	"is_regulatory" boolean NOT NULL,
	"completed_on" date NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"performed_by" text NOT NULL,
	"note" text,
	"meter_hours" numeric(14, 3),
	"due_date" date,
	"next_due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_completions_frequency_check" CHECK ("maintenance_completions"."frequency" in ('daily', 'weekly', 'monthly', 'quarterly', 'semiannual', 'annual', 'once', 'running_hours')),
	CONSTRAINT "maintenance_completions_performed_by_check" CHECK (length(trim("maintenance_completions"."performed_by")) > 0),
	CONSTRAINT "maintenance_completions_meter_hours_check" CHECK ("maintenance_completions"."meter_hours" is null or "maintenance_completions"."meter_hours" >= 0)
);
--> statement-breakpoint
ALTER TABLE "maintenance_completions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "maintenance_completions" ADD CONSTRAINT "maintenance_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_completions" ADD CONSTRAINT "maintenance_completions_task_id_maintenance_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."maintenance_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_completions_user_id_task_id_idx" ON "maintenance_completions" USING btree ("user_id","task_id","completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_completions_user_id_completed_on_idx" ON "maintenance_completions" USING btree ("user_id","completed_on" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "maintenance_completions_own_rows" ON "maintenance_completions" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("maintenance_completions"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("maintenance_completions"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
-- Hand-written: the maintenance log is append-only for the application role (an ICPE register is not rewritten
-- afterwards). A row leaves only with its user (cascade); deleting a task sets its task_id to null through the
-- foreign key, which runs as the table owner, not as this role.
REVOKE UPDATE, DELETE ON TABLE "maintenance_completions" FROM methapilot_app;
