CREATE TABLE "gdpr_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"size_bytes" integer,
	"content" "bytea",
	CONSTRAINT "gdpr_exports_status_check" CHECK ("gdpr_exports"."status" in ('pending', 'ready', 'failed')),
	CONSTRAINT "gdpr_exports_ready_check" CHECK (("gdpr_exports"."status" = 'ready') = ("gdpr_exports"."content" is not null))
);
--> statement-breakpoint
ALTER TABLE "gdpr_exports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "retained_accounting_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pseudonym" text NOT NULL,
	"record_kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"reference" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delete_after" timestamp with time zone NOT NULL,
	CONSTRAINT "retained_accounting_records_kind_check" CHECK ("retained_accounting_records"."record_kind" in ('invoice', 'order', 'quote'))
);
--> statement-breakpoint
ALTER TABLE "retained_accounting_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "activity_logs" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gdpr_exports" ADD CONSTRAINT "gdpr_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gdpr_exports_user_id_created_at_idx" ON "gdpr_exports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gdpr_exports_expires_at_idx" ON "gdpr_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "retained_accounting_records_delete_after_idx" ON "retained_accounting_records" USING btree ("delete_after");--> statement-breakpoint
CREATE INDEX "retained_accounting_records_pseudonym_idx" ON "retained_accounting_records" USING btree ("pseudonym");--> statement-breakpoint
CREATE POLICY "gdpr_exports_own_rows" ON "gdpr_exports" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("gdpr_exports"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("gdpr_exports"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
-- The pseudonymised accounting records of deleted accounts are the server's alone (issue 21).
REVOKE ALL ON TABLE retained_accounting_records FROM methapilot_app;
