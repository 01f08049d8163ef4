-- Alert rules and triggers become system-wide, server-only tables edited by admins (issue 20): the
-- user-owned tables of 0001 (never written by a feature) are replaced. Webhook deliveries queued for a job.
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"secret" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_kind_check" CHECK ("webhook_deliveries"."kind" in ('standard', 'slack')),
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "webhook_deliveries_attempts_check" CHECK ("webhook_deliveries"."attempts" >= 0),
	CONSTRAINT "webhook_deliveries_secret_check" CHECK (("webhook_deliveries"."kind" = 'standard') = ("webhook_deliveries"."secret" is not null))
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY "alert_rules_own_rows" ON "alert_rules" CASCADE;--> statement-breakpoint
DROP TABLE "alert_rules" CASCADE;--> statement-breakpoint
DROP POLICY "alert_triggers_own_rows" ON "alert_triggers" CASCADE;--> statement-breakpoint
DROP TABLE "alert_triggers" CASCADE;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_status_next_attempt_at_idx" ON "webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE TABLE "alert_notification_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"type" text NOT NULL,
	"target" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_notification_targets_type_check" CHECK ("alert_notification_targets"."type" in ('email', 'slack', 'webhook', 'in_app')),
	CONSTRAINT "alert_notification_targets_secret_check" CHECK (("alert_notification_targets"."type" = 'webhook') = ("alert_notification_targets"."secret" is not null))
);
--> statement-breakpoint
ALTER TABLE "alert_notification_targets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "alert_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layer" text NOT NULL,
	"seed_key" text,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"threshold" double precision NOT NULL,
	"condition" text NOT NULL,
	"time_window_minutes" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"severity" text NOT NULL,
	"trigger_count" integer DEFAULT 0 NOT NULL,
	"last_triggered" timestamp with time zone,
	"cooldown_minutes" integer NOT NULL,
	"state" text DEFAULT 'normal' NOT NULL,
	"pending_since" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_rules_layer_check" CHECK ("alert_rules"."layer" in ('a', 'b')),
	CONSTRAINT "alert_rules_type_check" CHECK ("alert_rules"."type" in ('error_rate', 'response_time', 'request_count', 'crash_detection', 'memory_usage', 'error_count', 'page_load_time')),
	CONSTRAINT "alert_rules_condition_check" CHECK ("alert_rules"."condition" in ('greater_than', 'less_than', 'equals', 'not_equals')),
	CONSTRAINT "alert_rules_severity_check" CHECK ("alert_rules"."severity" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "alert_rules_state_check" CHECK ("alert_rules"."state" in ('normal', 'pending', 'firing')),
	CONSTRAINT "alert_rules_time_window_minutes_check" CHECK ("alert_rules"."time_window_minutes" > 0 and "alert_rules"."time_window_minutes" <= 1440),
	CONSTRAINT "alert_rules_trigger_count_check" CHECK ("alert_rules"."trigger_count" >= 0),
	CONSTRAINT "alert_rules_cooldown_minutes_check" CHECK ("alert_rules"."cooldown_minutes" >= 0),
	CONSTRAINT "alert_rules_pending_since_check" CHECK ("alert_rules"."state" <> 'pending' or "alert_rules"."pending_since" is not null)
);
--> statement-breakpoint
ALTER TABLE "alert_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "alert_triggers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"layer" text NOT NULL,
	"rule_name" text NOT NULL,
	"type" text NOT NULL,
	"condition" text NOT NULL,
	"severity" text NOT NULL,
	"message" text NOT NULL,
	"value" double precision NOT NULL,
	"threshold" double precision NOT NULL,
	"triggered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged" boolean DEFAULT false NOT NULL,
	"acknowledged_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"resolved" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"cleanup" jsonb,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_triggers_layer_check" CHECK ("alert_triggers"."layer" in ('a', 'b')),
	CONSTRAINT "alert_triggers_type_check" CHECK ("alert_triggers"."type" in ('error_rate', 'response_time', 'request_count', 'crash_detection', 'memory_usage', 'error_count', 'page_load_time')),
	CONSTRAINT "alert_triggers_condition_check" CHECK ("alert_triggers"."condition" in ('greater_than', 'less_than', 'equals', 'not_equals')),
	CONSTRAINT "alert_triggers_severity_check" CHECK ("alert_triggers"."severity" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "alert_triggers_acknowledged_at_check" CHECK (not "alert_triggers"."acknowledged" or "alert_triggers"."acknowledged_at" is not null),
	CONSTRAINT "alert_triggers_resolved_at_check" CHECK (not "alert_triggers"."resolved" or "alert_triggers"."resolved_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "alert_triggers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "alert_notification_targets" ADD CONSTRAINT "alert_notification_targets_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_triggers" ADD CONSTRAINT "alert_triggers_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_triggers" ADD CONSTRAINT "alert_triggers_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_notification_targets_rule_id_idx" ON "alert_notification_targets" USING btree ("rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_rules_seed_key_key" ON "alert_rules" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "alert_rules_layer_idx" ON "alert_rules" USING btree ("layer","created_at");--> statement-breakpoint
CREATE INDEX "alert_rules_created_by_idx" ON "alert_rules" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "alert_triggers_triggered_at_idx" ON "alert_triggers" USING btree ("triggered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_triggers_rule_id_triggered_at_idx" ON "alert_triggers" USING btree ("rule_id","triggered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_triggers_acknowledged_by_idx" ON "alert_triggers" USING btree ("acknowledged_by");
--> statement-breakpoint
-- Server-only: the application role (request transactions) neither reads nor writes them; the admin routes
-- and the jobs use the owner connection.
REVOKE ALL ON TABLE alert_rules, alert_notification_targets, alert_triggers, webhook_deliveries FROM methapilot_app;--> statement-breakpoint
-- Spec §9 default rules of monitoring A and B, written once (seed_key); an admin may then edit or delete them.
-- Kept equal to src/server/modules/alerts/default-alert-rules.ts (tests/api/alerts-rules.api.test.ts).
INSERT INTO alert_rules (seed_key, layer, name, type, threshold, condition, time_window_minutes, severity, cooldown_minutes) VALUES
	('a.error_rate', 'a', 'Taux d''erreur élevé', 'error_rate', 5, 'greater_than', 5, 'high', 5),
	('a.response_time', 'a', 'Temps de réponse lent', 'response_time', 2000, 'greater_than', 3, 'medium', 5),
	('a.crash_detection', 'a', 'Crash détecté', 'crash_detection', 0, 'greater_than', 1, 'critical', 5),
	('a.request_count', 'a', 'Pic de requêtes', 'request_count', 1000, 'greater_than', 1, 'medium', 5),
	('a.memory_usage', 'a', 'Mémoire saturée', 'memory_usage', 90, 'greater_than', 5, 'high', 5),
	('b.error_rate_10', 'b', 'Taux d''erreur élevé (10 min)', 'error_rate', 5, 'greater_than', 10, 'high', 10),
	('b.error_rate_critical', 'b', 'Taux d''erreur critique', 'error_rate', 10, 'greater_than', 5, 'critical', 10),
	('b.page_load_time', 'b', 'Chargement des pages lent', 'page_load_time', 3000, 'greater_than', 15, 'medium', 10),
	('b.error_count', 'b', 'Pic d''erreurs du navigateur', 'error_count', 20, 'greater_than', 5, 'high', 10)
ON CONFLICT (seed_key) DO NOTHING;--> statement-breakpoint
-- An e-mail target with an empty address goes to every admin.
INSERT INTO alert_notification_targets (rule_id, type, target)
SELECT r.id, t.type, '' FROM (VALUES
	('a.error_rate', 'email'),
	('a.error_rate', 'in_app'),
	('a.response_time', 'in_app'),
	('a.crash_detection', 'in_app'),
	('a.request_count', 'in_app'),
	('a.memory_usage', 'in_app'),
	('b.error_rate_10', 'in_app'),
	('b.error_rate_critical', 'in_app'),
	('b.page_load_time', 'in_app'),
	('b.error_count', 'in_app')
) AS t(seed_key, type) JOIN alert_rules r ON r.seed_key = t.seed_key;
