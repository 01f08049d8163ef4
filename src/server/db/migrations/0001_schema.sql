CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_type" text NOT NULL,
	"description" text,
	"metadata" jsonb,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_logs_activity_type_check" CHECK ("activity_logs"."activity_type" in ('login', 'logout', 'page_view', 'error', 'feature_use', 'role_change', 'security_violation', 'privilege_escalation', 'user_data_create', 'user_data_update', 'user_data_delete', 'gdpr_export', 'gdpr_consent', 'gdpr_deletion', 'data_retention_cleanup'))
);
--> statement-breakpoint
ALTER TABLE "activity_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "agenda_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"priority" text DEFAULT 'standard' NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"due_date" date,
	"completed" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_tasks_user_id_id_unique" UNIQUE("user_id","id"),
	CONSTRAINT "agenda_tasks_priority_check" CHECK ("agenda_tasks"."priority" in ('critical', 'important', 'standard')),
	CONSTRAINT "agenda_tasks_category_check" CHECK ("agenda_tasks"."category" in ('maintenance', 'optimisation', 'regulation', 'other')),
	CONSTRAINT "agenda_tasks_status_check" CHECK ("agenda_tasks"."status" in ('pending', 'completed')),
	CONSTRAINT "agenda_tasks_completed_status_check" CHECK ("agenda_tasks"."completed" = ("agenda_tasks"."status" = 'completed'))
);
--> statement-breakpoint
ALTER TABLE "agenda_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "alert_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"threshold" double precision NOT NULL,
	"condition" text NOT NULL,
	"time_window_minutes" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"severity" text NOT NULL,
	"notifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trigger_count" integer DEFAULT 0 NOT NULL,
	"last_triggered" timestamp with time zone,
	"cooldown_minutes" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_rules_user_id_id_unique" UNIQUE("user_id","id"),
	CONSTRAINT "alert_rules_type_check" CHECK ("alert_rules"."type" in ('error_rate', 'response_time', 'request_count', 'crash_detection', 'memory_usage', 'error_count', 'page_load_time')),
	CONSTRAINT "alert_rules_condition_check" CHECK ("alert_rules"."condition" in ('greater_than', 'less_than', 'equals', 'not_equals')),
	CONSTRAINT "alert_rules_severity_check" CHECK ("alert_rules"."severity" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "alert_rules_time_window_minutes_check" CHECK ("alert_rules"."time_window_minutes" > 0),
	CONSTRAINT "alert_rules_trigger_count_check" CHECK ("alert_rules"."trigger_count" >= 0),
	CONSTRAINT "alert_rules_cooldown_minutes_check" CHECK ("alert_rules"."cooldown_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "alert_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "alert_triggers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"rule_name" text NOT NULL,
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
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_triggers_severity_check" CHECK ("alert_triggers"."severity" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "alert_triggers_acknowledged_at_check" CHECK (not "alert_triggers"."acknowledged" or "alert_triggers"."acknowledged_at" is not null),
	CONSTRAINT "alert_triggers_resolved_at_check" CHECK (not "alert_triggers"."resolved" or "alert_triggers"."resolved_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "alert_triggers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cive_ensilages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"crop_type" text NOT NULL,
	"parcel" text,
	"sowing_date" date,
	"harvest_date" date,
	"ensiling_date" date,
	"opening_date" date,
	"quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"unit" text DEFAULT 't' NOT NULL,
	"dry_matter_rate" numeric(5, 2),
	"silo" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cive_ensilages_unit_check" CHECK ("cive_ensilages"."unit" in ('t', 'kg', 'm3')),
	CONSTRAINT "cive_ensilages_quantity_check" CHECK ("cive_ensilages"."quantity" >= 0),
	CONSTRAINT "cive_ensilages_dry_matter_rate_check" CHECK ("cive_ensilages"."dry_matter_rate" is null or "cive_ensilages"."dry_matter_rate" between 0 and 100),
	CONSTRAINT "cive_ensilages_harvest_after_sowing_check" CHECK ("cive_ensilages"."harvest_date" is null or "cive_ensilages"."sowing_date" is null or "cive_ensilages"."harvest_date" >= "cive_ensilages"."sowing_date"),
	CONSTRAINT "cive_ensilages_opening_after_ensiling_check" CHECK ("cive_ensilages"."opening_date" is null or "cive_ensilages"."ensiling_date" is null or "cive_ensilages"."opening_date" >= "cive_ensilages"."ensiling_date")
);
--> statement-breakpoint
ALTER TABLE "cive_ensilages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "daily_checklist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'Todo' NOT NULL,
	"done_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_checklist_user_id_task_id_date_unique" UNIQUE("user_id","task_id","date"),
	CONSTRAINT "daily_checklist_status_check" CHECK ("daily_checklist"."status" in ('Todo', 'Done')),
	CONSTRAINT "daily_checklist_done_at_check" CHECK ("daily_checklist"."status" <> 'Done' or "daily_checklist"."done_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "daily_checklist" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "daily_tasks_template" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"deep_link" text,
	"auto_complete_event" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"has_notes" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_tasks_template_code_unique" UNIQUE("code"),
	CONSTRAINT "daily_tasks_template_code_check" CHECK ("daily_tasks_template"."code" ~ '^[a-z0-9_]+$')
);
--> statement-breakpoint
ALTER TABLE "daily_tasks_template" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "error_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"error_type" text NOT NULL,
	"error_message" text NOT NULL,
	"stack_trace" text,
	"page_url" text,
	"user_agent" text,
	"metadata" jsonb,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_metrics" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "gamification_profile" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"last_activity_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_profile_xp_check" CHECK ("gamification_profile"."xp" >= 0),
	CONSTRAINT "gamification_profile_level_check" CHECK ("gamification_profile"."level" >= 1),
	CONSTRAINT "gamification_profile_streak_check" CHECK ("gamification_profile"."streak" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gamification_profile" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "generated_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"file_name" text,
	"mime_type" text DEFAULT 'application/pdf' NOT NULL,
	"size_bytes" integer,
	"content" "bytea",
	"storage_key" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generated_documents_size_bytes_check" CHECK ("generated_documents"."size_bytes" is null or "generated_documents"."size_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "generated_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"invoice_date" date DEFAULT current_date NOT NULL,
	"invoice_number" text,
	"counterparty" text,
	"due_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount" >= 0),
	CONSTRAINT "invoices_category_check" CHECK ("invoices"."category" in ('inputs', 'consumables', 'salaries', 'electricity', 'maintenance', 'others')),
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."type" in ('income', 'expense')),
	CONSTRAINT "invoices_due_date_check" CHECK ("invoices"."due_date" is null or "invoices"."due_date" >= "invoices"."invoice_date")
);
--> statement-breakpoint
ALTER TABLE "invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "legal_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"terms_accepted" boolean DEFAULT false NOT NULL,
	"privacy_accepted" boolean DEFAULT false NOT NULL,
	"purchase_terms_accepted" boolean DEFAULT false NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terms_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_acceptances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"reply_to" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('queued', 'outbox', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_sent_at_check" CHECK ("mail_outbox"."status" <> 'sent' or "mail_outbox"."sent_at" is not null),
	CONSTRAINT "mail_outbox_attempts_check" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "maintenance_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"equipment_name" text NOT NULL,
	"task_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"notes" text,
	"frequency" text NOT NULL,
	"interval_hours" integer,
	"next_due_date" date,
	"estimated_duration" integer,
	"last_completed_at" timestamp with time zone,
	"last_service_running_hours" numeric(14, 3),
	"is_regulatory" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_tasks_status_check" CHECK ("maintenance_tasks"."status" in ('pending', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "maintenance_tasks_priority_check" CHECK ("maintenance_tasks"."priority" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "maintenance_tasks_frequency_check" CHECK ("maintenance_tasks"."frequency" in ('daily', 'weekly', 'monthly', 'quarterly', 'semiannual', 'annual', 'once', 'running_hours')),
	CONSTRAINT "maintenance_tasks_interval_hours_check" CHECK (("maintenance_tasks"."frequency" = 'running_hours') = ("maintenance_tasks"."interval_hours" is not null) and ("maintenance_tasks"."interval_hours" is null or "maintenance_tasks"."interval_hours" > 0)),
	CONSTRAINT "maintenance_tasks_next_due_date_check" CHECK ("maintenance_tasks"."frequency" = 'running_hours' or "maintenance_tasks"."next_due_date" is not null),
	CONSTRAINT "maintenance_tasks_estimated_duration_check" CHECK ("maintenance_tasks"."estimated_duration" is null or "maintenance_tasks"."estimated_duration" between 15 and 480),
	CONSTRAINT "maintenance_tasks_last_service_running_hours_check" CHECK ("maintenance_tasks"."last_service_running_hours" is null or "maintenance_tasks"."last_service_running_hours" >= 0)
);
--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"reference" text NOT NULL,
	"category" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"vat" numeric(5, 2) DEFAULT 20 NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"vat_amount" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_category_check" CHECK ("order_items"."category" in ('equipment', 'consumable', 'service')),
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_vat_check" CHECK ("order_items"."vat" between 0 and 100),
	CONSTRAINT "order_items_amounts_check" CHECK ("order_items"."unit_price" >= 0 and "order_items"."subtotal" >= 0 and "order_items"."vat_amount" >= 0 and "order_items"."total" = "order_items"."subtotal" + "order_items"."vat_amount")
);
--> statement-breakpoint
ALTER TABLE "order_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000 CACHE 1),
	"status" text DEFAULT 'pending' NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"vat_amount" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_user_id_id_unique" UNIQUE("user_id","id"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'confirmed', 'delivered', 'cancelled')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal" >= 0 and "orders"."vat_amount" >= 0),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total" = "orders"."subtotal" + "orders"."vat_amount")
);
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "performance_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"metric_type" text NOT NULL,
	"metric_name" text NOT NULL,
	"value" double precision NOT NULL,
	"unit" text,
	"metadata" jsonb,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performance_metrics" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'operator' NOT NULL,
	"first_name" text,
	"last_name" text,
	"company_name" text,
	"display_name" text,
	"bio" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('operator', 'manager', 'technician', 'engineer', 'director', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"notes" text,
	"cart_summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "raw_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"supplier" text,
	"quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"unit" text DEFAULT 't' NOT NULL,
	"humidity_rate" numeric(5, 2),
	"volatile_solids_rate" numeric(5, 2),
	"methane_potential" numeric(14, 3),
	"is_main_crop" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raw_materials_type_check" CHECK ("raw_materials"."type" in ('cereal', 'legume', 'by-product', 'fodder', 'manure', 'slurry', 'silage', 'other')),
	CONSTRAINT "raw_materials_unit_check" CHECK ("raw_materials"."unit" in ('t', 'kg', 'm3')),
	CONSTRAINT "raw_materials_quantity_check" CHECK ("raw_materials"."quantity" >= 0),
	CONSTRAINT "raw_materials_humidity_rate_check" CHECK ("raw_materials"."humidity_rate" is null or "raw_materials"."humidity_rate" between 0 and 100),
	CONSTRAINT "raw_materials_volatile_solids_rate_check" CHECK ("raw_materials"."volatile_solids_rate" is null or "raw_materials"."volatile_solids_rate" between 0 and 100),
	CONSTRAINT "raw_materials_methane_potential_check" CHECK ("raw_materials"."methane_potential" is null or "raw_materials"."methane_potential" >= 0)
);
--> statement-breakpoint
ALTER TABLE "raw_materials" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "redii_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text,
	"title" text NOT NULL,
	"description" text,
	"category" text,
	"status" text DEFAULT 'pending_action' NOT NULL,
	"due_date" date,
	"completed_at" timestamp with time zone,
	"evidence" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redii_items_user_id_code_unique" UNIQUE("user_id","code"),
	CONSTRAINT "redii_items_status_check" CHECK ("redii_items"."status" in ('pending_action', 'in_progress', 'completed', 'not_applicable')),
	CONSTRAINT "redii_items_completed_at_check" CHECK ("redii_items"."status" <> 'completed' or "redii_items"."completed_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "redii_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reminder_time" timestamp with time zone NOT NULL,
	"sent" boolean DEFAULT false NOT NULL,
	"message" text,
	"agenda_task_id" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "secure_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"encrypted_message" text,
	"metadata" jsonb,
	"encrypted_metadata" text,
	"source" text DEFAULT 'app' NOT NULL,
	"user_agent" text,
	"is_encrypted" boolean DEFAULT false NOT NULL,
	"has_sensitive_data" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "secure_logs_level_check" CHECK ("secure_logs"."level" in ('debug', 'info', 'warn', 'error', 'critical')),
	CONSTRAINT "secure_logs_encrypted_message_check" CHECK (not "secure_logs"."is_encrypted" or "secure_logs"."encrypted_message" is not null)
);
--> statement-breakpoint
ALTER TABLE "secure_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"reference" text NOT NULL,
	"short_description" text,
	"full_description" text,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"category" text NOT NULL,
	"vat" numeric(5, 2) DEFAULT 20 NOT NULL,
	"stock_level" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_reference_unique" UNIQUE("reference"),
	CONSTRAINT "shop_products_price_check" CHECK ("shop_products"."price" >= 0),
	CONSTRAINT "shop_products_category_check" CHECK ("shop_products"."category" in ('equipment', 'consumable', 'service')),
	CONSTRAINT "shop_products_vat_check" CHECK ("shop_products"."vat" between 0 and 100),
	CONSTRAINT "shop_products_stock_level_check" CHECK ("shop_products"."stock_level" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_products" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"current_level" numeric(14, 3) DEFAULT 0 NOT NULL,
	"max_level" numeric(14, 3) DEFAULT 100 NOT NULL,
	"unit" text DEFAULT 'unités' NOT NULL,
	"threshold" numeric(14, 3) DEFAULT 20 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_items_unit_check" CHECK ("stock_items"."unit" in ('L', 'kg', 'g', 't', 'm3', 'unités')),
	CONSTRAINT "stock_items_current_level_check" CHECK ("stock_items"."current_level" >= 0),
	CONSTRAINT "stock_items_max_level_check" CHECK ("stock_items"."max_level" >= 0),
	CONSTRAINT "stock_items_threshold_check" CHECK ("stock_items"."threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_plan_check" CHECK ("subscriptions"."plan" in ('free', 'standard', 'premium'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_language_check" CHECK ("support_messages"."language" in ('fr', 'en'))
);
--> statement-breakpoint
ALTER TABLE "support_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "team_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"team_user_id" uuid,
	"type" text NOT NULL,
	"title" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"leave_type" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_events_type_check" CHECK ("team_events"."type" in ('leave', 'shift', 'training', 'other')),
	CONSTRAINT "team_events_leave_type_check" CHECK ("team_events"."leave_type" is null or ("team_events"."type" = 'leave' and "team_events"."leave_type" in ('paid', 'sick', 'unpaid'))),
	CONSTRAINT "team_events_dates_check" CHECK ("team_events"."end_date" >= "team_events"."start_date"),
	CONSTRAINT "team_events_times_check" CHECK ("team_events"."start_time" is null or "team_events"."end_time" is null or "team_events"."end_date" > "team_events"."start_date" or "team_events"."end_time" > "team_events"."start_time")
);
--> statement-breakpoint
ALTER TABLE "team_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "team_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"role" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_users_user_id_id_unique" UNIQUE("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "team_users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "two_factors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "unit_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"location_type" text NOT NULL,
	"location_value" text NOT NULL,
	"display_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_locations_location_type_check" CHECK ("unit_locations"."location_type" in ('city', 'coordinates')),
	CONSTRAINT "unit_locations_coordinates_value_check" CHECK ("unit_locations"."location_type" <> 'coordinates' or "unit_locations"."location_value" ~ '^ *-?[0-9]+([.][0-9]+)? *, *-?[0-9]+([.][0-9]+)? *$'),
	CONSTRAINT "unit_locations_latitude_check" CHECK ("unit_locations"."latitude" is null or "unit_locations"."latitude" between -90 and 90),
	CONSTRAINT "unit_locations_longitude_check" CHECK ("unit_locations"."longitude" is null or "unit_locations"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "unit_locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "usage_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_name" text NOT NULL,
	"event_type" text NOT NULL,
	"page_url" text,
	"metadata" jsonb,
	"session_id" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_metrics" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_onboarding" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"steps_completed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_onboarding" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"preferences_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cookie_consent" jsonb,
	"timezone" text DEFAULT 'Europe/Paris' NOT NULL,
	"daily_reset_hour" time DEFAULT '05:00' NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_cookie_consent_check" CHECK ("user_preferences"."cookie_consent" is null or ("user_preferences"."cookie_consent" -> 'necessary' = 'true'::jsonb and jsonb_typeof("user_preferences"."cookie_consent" -> 'analytics') = 'boolean' and jsonb_typeof("user_preferences"."cookie_consent" -> 'marketing') = 'boolean')),
	CONSTRAINT "user_preferences_language_check" CHECK ("user_preferences"."language" in ('fr', 'en'))
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "voice_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"message_type" text NOT NULL,
	"content" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_conversations_message_type_check" CHECK ("voice_conversations"."message_type" in ('user', 'assistant'))
);
--> statement-breakpoint
ALTER TABLE "voice_conversations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_tasks" ADD CONSTRAINT "agenda_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_triggers" ADD CONSTRAINT "alert_triggers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_triggers" ADD CONSTRAINT "alert_triggers_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_triggers" ADD CONSTRAINT "alert_triggers_rule_fk" FOREIGN KEY ("user_id","rule_id") REFERENCES "public"."alert_rules"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cive_ensilages" ADD CONSTRAINT "cive_ensilages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_checklist" ADD CONSTRAINT "daily_checklist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_checklist" ADD CONSTRAINT "daily_checklist_task_id_daily_tasks_template_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."daily_tasks_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_metrics" ADD CONSTRAINT "error_metrics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_profile" ADD CONSTRAINT "gamification_profile_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD CONSTRAINT "generated_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_acceptances" ADD CONSTRAINT "legal_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "maintenance_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_fk" FOREIGN KEY ("user_id","order_id") REFERENCES "public"."orders"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_metrics" ADD CONSTRAINT "performance_metrics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_materials" ADD CONSTRAINT "raw_materials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redii_items" ADD CONSTRAINT "redii_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_agenda_task_fk" FOREIGN KEY ("user_id","agenda_task_id") REFERENCES "public"."agenda_tasks"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secure_logs" ADD CONSTRAINT "secure_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_events" ADD CONSTRAINT "team_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_events" ADD CONSTRAINT "team_events_team_user_fk" FOREIGN KEY ("user_id","team_user_id") REFERENCES "public"."team_users"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_users" ADD CONSTRAINT "team_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_locations" ADD CONSTRAINT "unit_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_metrics" ADD CONSTRAINT "usage_metrics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_onboarding" ADD CONSTRAINT "user_onboarding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_conversations" ADD CONSTRAINT "voice_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_provider_account_unique" ON "accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE INDEX "activity_logs_user_id_created_at_idx" ON "activity_logs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_logs_activity_type_created_at_idx" ON "activity_logs" USING btree ("activity_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agenda_tasks_user_id_created_at_idx" ON "agenda_tasks" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agenda_tasks_user_id_due_date_idx" ON "agenda_tasks" USING btree ("user_id","due_date");--> statement-breakpoint
CREATE INDEX "agenda_tasks_title_trgm" ON "agenda_tasks" USING gin (immutable_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agenda_tasks_description_trgm" ON "agenda_tasks" USING gin (immutable_unaccent(lower("description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "alert_rules_user_id_created_at_idx" ON "alert_rules" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_triggers_user_id_triggered_at_idx" ON "alert_triggers" USING btree ("user_id","triggered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_triggers_rule_id_triggered_at_idx" ON "alert_triggers" USING btree ("rule_id","triggered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_triggers_acknowledged_by_idx" ON "alert_triggers" USING btree ("acknowledged_by");--> statement-breakpoint
CREATE INDEX "cive_ensilages_user_id_created_at_idx" ON "cive_ensilages" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "daily_checklist_user_id_date_idx" ON "daily_checklist" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "daily_checklist_task_id_idx" ON "daily_checklist" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "daily_tasks_template_is_active_order_index_idx" ON "daily_tasks_template" USING btree ("is_active","order_index");--> statement-breakpoint
CREATE INDEX "error_metrics_user_id_occurred_at_idx" ON "error_metrics" USING btree ("user_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "error_metrics_occurred_at_idx" ON "error_metrics" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "generated_documents_user_id_created_at_idx" ON "generated_documents" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "generated_documents_name_trgm" ON "generated_documents" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "generated_documents_description_trgm" ON "generated_documents" USING gin (immutable_unaccent(lower("description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "generated_documents_category_trgm" ON "generated_documents" USING gin (immutable_unaccent(lower("category")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_user_id_invoice_date_idx" ON "invoices" USING btree ("user_id","invoice_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_user_id_created_at_idx" ON "invoices" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_name_trgm" ON "invoices" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_category_trgm" ON "invoices" USING gin (immutable_unaccent(lower("category")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "legal_acceptances_user_id_accepted_at_idx" ON "legal_acceptances" USING btree ("user_id","accepted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_status_created_at_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_tasks_user_id_next_due_date_idx" ON "maintenance_tasks" USING btree ("user_id","next_due_date");--> statement-breakpoint
CREATE INDEX "maintenance_tasks_user_id_created_at_idx" ON "maintenance_tasks" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_tasks_equipment_name_trgm" ON "maintenance_tasks" USING gin (immutable_unaccent(lower("equipment_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "maintenance_tasks_task_type_trgm" ON "maintenance_tasks" USING gin (immutable_unaccent(lower("task_type")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "maintenance_tasks_notes_trgm" ON "maintenance_tasks" USING gin (immutable_unaccent(lower("notes")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_items_user_id_order_id_idx" ON "order_items" USING btree ("user_id","order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_id_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "performance_metrics_user_id_occurred_at_idx" ON "performance_metrics" USING btree ("user_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "performance_metrics_occurred_at_idx" ON "performance_metrics" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "quote_requests_user_id_created_at_idx" ON "quote_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "raw_materials_user_id_created_at_idx" ON "raw_materials" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "raw_materials_name_trgm" ON "raw_materials" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "raw_materials_type_trgm" ON "raw_materials" USING gin (immutable_unaccent(lower("type")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "raw_materials_category_trgm" ON "raw_materials" USING gin (immutable_unaccent(lower("category")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "raw_materials_supplier_trgm" ON "raw_materials" USING gin (immutable_unaccent(lower("supplier")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "redii_items_user_id_status_idx" ON "redii_items" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "reminders_user_id_reminder_time_idx" ON "reminders" USING btree ("user_id","reminder_time");--> statement-breakpoint
CREATE INDEX "reminders_reminder_time_unsent_idx" ON "reminders" USING btree ("reminder_time") WHERE "reminders"."sent" = false;--> statement-breakpoint
CREATE INDEX "reminders_agenda_task_id_idx" ON "reminders" USING btree ("agenda_task_id");--> statement-breakpoint
CREATE INDEX "secure_logs_user_id_created_at_idx" ON "secure_logs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "secure_logs_user_id_level_source_idx" ON "secure_logs" USING btree ("user_id","level","source");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "shop_products_category_idx" ON "shop_products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "stock_items_user_id_created_at_idx" ON "stock_items" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_items_name_trgm" ON "stock_items" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_items_category_trgm" ON "stock_items" USING gin (immutable_unaccent(lower("category")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_messages_user_id_idx" ON "support_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_messages_created_at_idx" ON "support_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "team_events_user_id_start_date_idx" ON "team_events" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "team_events_team_user_id_idx" ON "team_events" USING btree ("team_user_id");--> statement-breakpoint
CREATE INDEX "team_users_user_id_created_at_idx" ON "team_users" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "team_users_name_trgm" ON "team_users" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_users_email_trgm" ON "team_users" USING gin (immutable_unaccent(lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_users_role_trgm" ON "team_users" USING gin (immutable_unaccent(lower("role")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "two_factors_user_id_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_secret_idx" ON "two_factors" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "unit_locations_user_id_created_at_idx" ON "unit_locations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "usage_metrics_user_id_occurred_at_idx" ON "usage_metrics" USING btree ("user_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "usage_metrics_occurred_at_idx" ON "usage_metrics" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "verifications_expires_at_idx" ON "verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "voice_conversations_user_id_created_at_idx" ON "voice_conversations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "voice_conversations_user_id_session_id_idx" ON "voice_conversations" USING btree ("user_id","session_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_conversations_created_at_idx" ON "voice_conversations" USING btree ("created_at");--> statement-breakpoint
CREATE VIEW "public"."log_statistics" WITH (security_invoker = true) AS (select "user_id", "level", "source", count(*)::integer as "count", max("created_at") as "last_updated" from "secure_logs" group by "secure_logs"."user_id", "secure_logs"."level", "secure_logs"."source");--> statement-breakpoint
CREATE POLICY "activity_logs_own_rows" ON "activity_logs" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("activity_logs"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("activity_logs"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "agenda_tasks_own_rows" ON "agenda_tasks" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("agenda_tasks"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("agenda_tasks"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "alert_rules_own_rows" ON "alert_rules" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("alert_rules"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("alert_rules"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "alert_triggers_own_rows" ON "alert_triggers" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("alert_triggers"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("alert_triggers"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "cive_ensilages_own_rows" ON "cive_ensilages" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("cive_ensilages"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("cive_ensilages"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "daily_checklist_own_rows" ON "daily_checklist" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("daily_checklist"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("daily_checklist"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "daily_tasks_template_read_all" ON "daily_tasks_template" AS PERMISSIVE FOR SELECT TO "methapilot_app" USING (true);--> statement-breakpoint
CREATE POLICY "error_metrics_own_rows" ON "error_metrics" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("error_metrics"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("error_metrics"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "gamification_profile_own_rows" ON "gamification_profile" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("gamification_profile"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("gamification_profile"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "generated_documents_own_rows" ON "generated_documents" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("generated_documents"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("generated_documents"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "invoices_own_rows" ON "invoices" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("invoices"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("invoices"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "legal_acceptances_own_rows" ON "legal_acceptances" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("legal_acceptances"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("legal_acceptances"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "maintenance_tasks_own_rows" ON "maintenance_tasks" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("maintenance_tasks"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("maintenance_tasks"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_items_own_rows" ON "order_items" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("order_items"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("order_items"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "orders_own_rows" ON "orders" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("orders"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("orders"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "performance_metrics_own_rows" ON "performance_metrics" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("performance_metrics"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("performance_metrics"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "profiles_own_rows" ON "profiles" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("profiles"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("profiles"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "quote_requests_own_rows" ON "quote_requests" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("quote_requests"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("quote_requests"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "raw_materials_own_rows" ON "raw_materials" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("raw_materials"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("raw_materials"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "redii_items_own_rows" ON "redii_items" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("redii_items"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("redii_items"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "reminders_own_rows" ON "reminders" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("reminders"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("reminders"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "secure_logs_own_rows" ON "secure_logs" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("secure_logs"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("secure_logs"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "shop_products_read_all" ON "shop_products" AS PERMISSIVE FOR SELECT TO "methapilot_app" USING (true);--> statement-breakpoint
CREATE POLICY "stock_items_own_rows" ON "stock_items" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("stock_items"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("stock_items"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "subscriptions_own_rows" ON "subscriptions" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("subscriptions"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("subscriptions"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "support_messages_insert" ON "support_messages" AS PERMISSIVE FOR INSERT TO "methapilot_app" WITH CHECK ("support_messages"."user_id" is null or "support_messages"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "team_events_own_rows" ON "team_events" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("team_events"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("team_events"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "team_users_own_rows" ON "team_users" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("team_users"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("team_users"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "unit_locations_own_rows" ON "unit_locations" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("unit_locations"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("unit_locations"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "usage_metrics_own_rows" ON "usage_metrics" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("usage_metrics"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("usage_metrics"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_onboarding_own_rows" ON "user_onboarding" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("user_onboarding"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("user_onboarding"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_preferences_own_rows" ON "user_preferences" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("user_preferences"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("user_preferences"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "users_own_rows" ON "users" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("users"."id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("users"."id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "voice_conversations_own_rows" ON "voice_conversations" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("voice_conversations"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("voice_conversations"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);