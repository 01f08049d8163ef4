CREATE TABLE "offline_applied_actions" (
	"client_id" uuid NOT NULL,
	"action_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_applied_actions_client_id_action_id_pk" PRIMARY KEY("client_id","action_id")
);
--> statement-breakpoint
ALTER TABLE "offline_applied_actions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "offline_clients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offline_clients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "agenda_tasks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "raw_materials" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offline_applied_actions" ADD CONSTRAINT "offline_applied_actions_client_id_offline_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."offline_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_applied_actions" ADD CONSTRAINT "offline_applied_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_clients" ADD CONSTRAINT "offline_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_applied_actions_user_id_applied_at_idx" ON "offline_applied_actions" USING btree ("user_id","applied_at");--> statement-breakpoint
CREATE INDEX "offline_clients_user_id_idx" ON "offline_clients" USING btree ("user_id");--> statement-breakpoint
CREATE POLICY "offline_applied_actions_own_rows" ON "offline_applied_actions" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("offline_applied_actions"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("offline_applied_actions"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "offline_clients_own_rows" ON "offline_clients" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("offline_clients"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("offline_clients"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
-- Every update of a records row raises its version by one (issue 6): an offline edit made on version n is a
-- conflict once the row has moved on, and the browser can tell which version its own queued edits will give.
CREATE FUNCTION bump_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER stock_items_bump_version BEFORE UPDATE ON stock_items FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER maintenance_tasks_bump_version BEFORE UPDATE ON maintenance_tasks FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER raw_materials_bump_version BEFORE UPDATE ON raw_materials FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER invoices_bump_version BEFORE UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER agenda_tasks_bump_version BEFORE UPDATE ON agenda_tasks FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER team_users_bump_version BEFORE UPDATE ON team_users FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER team_events_bump_version BEFORE UPDATE ON team_events FOR EACH ROW EXECUTE FUNCTION bump_row_version();
