CREATE TABLE "feed_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"fed_on" date NOT NULL,
	"raw_material_id" uuid NOT NULL,
	"tonnes" numeric(14, 3) NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_logs_tonnes_check" CHECK ("feed_logs"."tonnes" between 0.001 and 1000),
	CONSTRAINT "feed_logs_notes_check" CHECK (char_length("feed_logs"."notes") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "feed_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "feed_logs" ADD CONSTRAINT "feed_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_logs" ADD CONSTRAINT "feed_logs_raw_material_id_raw_materials_id_fk" FOREIGN KEY ("raw_material_id") REFERENCES "public"."raw_materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_logs_user_id_fed_on_idx" ON "feed_logs" USING btree ("user_id","fed_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_logs_raw_material_id_idx" ON "feed_logs" USING btree ("raw_material_id");--> statement-breakpoint
CREATE POLICY "feed_logs_own_rows" ON "feed_logs" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("feed_logs"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("feed_logs"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE TRIGGER feed_logs_bump_version BEFORE UPDATE ON feed_logs FOR EACH ROW EXECUTE FUNCTION bump_row_version();