CREATE TABLE "emergency_ack_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emergency_ack_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "emergency_ack_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "emergency_alert_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor" text,
	"count" integer,
	CONSTRAINT "emergency_alert_events_kind_check" CHECK ("emergency_alert_events"."kind" in ('raised', 'mailed', 'resent', 'acknowledged', 'escalation_ended', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "emergency_alert_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "emergency_alert_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"team_user_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"sends" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_via" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emergency_alert_recipients_sends_check" CHECK ("emergency_alert_recipients"."sends" >= 0),
	CONSTRAINT "emergency_alert_recipients_ack_check" CHECK (("emergency_alert_recipients"."acknowledged_at" is null) = ("emergency_alert_recipients"."acknowledged_via" is null) and ("emergency_alert_recipients"."acknowledged_via" is null or "emergency_alert_recipients"."acknowledged_via" in ('link', 'operator')))
);
--> statement-breakpoint
ALTER TABLE "emergency_alert_recipients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "emergency_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"hazard" text NOT NULL,
	"is_drill" boolean NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"raised_by" text NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL,
	"link_base" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution_note" text,
	"escalation_ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emergency_alerts_hazard_check" CHECK ("emergency_alerts"."hazard" in ('gas_leak', 'h2s', 'fire', 'overpressure', 'foaming', 'power_loss', 'injury')),
	CONSTRAINT "emergency_alerts_language_check" CHECK ("emergency_alerts"."language" in ('fr', 'en')),
	CONSTRAINT "emergency_alerts_message_check" CHECK (char_length("emergency_alerts"."message") <= 1000),
	CONSTRAINT "emergency_alerts_resolution_note_check" CHECK (char_length("emergency_alerts"."resolution_note") <= 1000),
	CONSTRAINT "emergency_alerts_resolved_check" CHECK (("emergency_alerts"."resolved_at" is null) = ("emergency_alerts"."resolved_by" is null))
);
--> statement-breakpoint
ALTER TABLE "emergency_alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "emergency_procedures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"hazard" text NOT NULL,
	"steps" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emergency_procedures_user_id_hazard_unique" UNIQUE("user_id","hazard"),
	CONSTRAINT "emergency_procedures_hazard_check" CHECK ("emergency_procedures"."hazard" in ('gas_leak', 'h2s', 'fire', 'overpressure', 'foaming', 'power_loss', 'injury')),
	CONSTRAINT "emergency_procedures_steps_check" CHECK (char_length("emergency_procedures"."steps") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "emergency_procedures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "emergency_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"inspectorate_name" text,
	"inspectorate_phone" text,
	"inspectorate_email" text,
	"site_access" text,
	"ack_delay_minutes" integer DEFAULT 10 NOT NULL,
	"max_resends" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emergency_settings_inspectorate_name_check" CHECK (char_length("emergency_settings"."inspectorate_name") <= 200),
	CONSTRAINT "emergency_settings_inspectorate_phone_check" CHECK (char_length("emergency_settings"."inspectorate_phone") <= 40),
	CONSTRAINT "emergency_settings_inspectorate_email_check" CHECK (char_length("emergency_settings"."inspectorate_email") <= 254),
	CONSTRAINT "emergency_settings_site_access_check" CHECK (char_length("emergency_settings"."site_access") <= 1000),
	CONSTRAINT "emergency_settings_ack_delay_check" CHECK ("emergency_settings"."ack_delay_minutes" between 1 and 120),
	CONSTRAINT "emergency_settings_max_resends_check" CHECK ("emergency_settings"."max_resends" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "emergency_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "emergency_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emergency_webhooks_kind_check" CHECK ("emergency_webhooks"."kind" in ('standard', 'slack')),
	CONSTRAINT "emergency_webhooks_url_check" CHECK (char_length("emergency_webhooks"."url") <= 2000),
	CONSTRAINT "emergency_webhooks_secret_check" CHECK (("emergency_webhooks"."kind" = 'standard') = ("emergency_webhooks"."secret" is not null))
);
--> statement-breakpoint
ALTER TABLE "emergency_webhooks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "emergency_ack_links" ADD CONSTRAINT "emergency_ack_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_ack_links" ADD CONSTRAINT "emergency_ack_links_recipient_id_emergency_alert_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."emergency_alert_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_alert_events" ADD CONSTRAINT "emergency_alert_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_alert_events" ADD CONSTRAINT "emergency_alert_events_alert_id_emergency_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."emergency_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_alert_recipients" ADD CONSTRAINT "emergency_alert_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_alert_recipients" ADD CONSTRAINT "emergency_alert_recipients_alert_id_emergency_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."emergency_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_alert_recipients" ADD CONSTRAINT "emergency_alert_recipients_team_user_id_team_users_id_fk" FOREIGN KEY ("team_user_id") REFERENCES "public"."team_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_alerts" ADD CONSTRAINT "emergency_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_procedures" ADD CONSTRAINT "emergency_procedures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_settings" ADD CONSTRAINT "emergency_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_webhooks" ADD CONSTRAINT "emergency_webhooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_ack_links_recipient_id_idx" ON "emergency_ack_links" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "emergency_alert_events_alert_id_at_idx" ON "emergency_alert_events" USING btree ("alert_id","at");--> statement-breakpoint
CREATE INDEX "emergency_alert_recipients_alert_id_idx" ON "emergency_alert_recipients" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "emergency_alert_recipients_team_user_id_idx" ON "emergency_alert_recipients" USING btree ("team_user_id");--> statement-breakpoint
CREATE INDEX "emergency_alerts_user_id_raised_at_idx" ON "emergency_alerts" USING btree ("user_id","raised_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "emergency_alerts_open_idx" ON "emergency_alerts" USING btree ("raised_at") WHERE "emergency_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "emergency_webhooks_user_id_idx" ON "emergency_webhooks" USING btree ("user_id");--> statement-breakpoint
CREATE POLICY "emergency_ack_links_own_rows" ON "emergency_ack_links" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("emergency_ack_links"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("emergency_ack_links"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "emergency_alert_events_own_rows" ON "emergency_alert_events" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("emergency_alert_events"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("emergency_alert_events"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "emergency_alert_recipients_own_rows" ON "emergency_alert_recipients" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("emergency_alert_recipients"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("emergency_alert_recipients"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "emergency_alerts_own_rows" ON "emergency_alerts" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("emergency_alerts"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("emergency_alerts"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "emergency_procedures_own_rows" ON "emergency_procedures" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("emergency_procedures"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("emergency_procedures"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "emergency_settings_own_rows" ON "emergency_settings" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("emergency_settings"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("emergency_settings"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "emergency_webhooks_own_rows" ON "emergency_webhooks" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("emergency_webhooks"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("emergency_webhooks"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);