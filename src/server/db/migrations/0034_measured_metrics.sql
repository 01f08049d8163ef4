CREATE TABLE "client_metric_buckets" (
	"bucket_start" timestamp with time zone NOT NULL,
	"bucket_minutes" smallint NOT NULL,
	"kind" text NOT NULL,
	"count" bigint NOT NULL,
	"value_sum" double precision NOT NULL,
	"value_max" double precision NOT NULL,
	CONSTRAINT "client_metric_buckets_pkey" PRIMARY KEY("bucket_start","bucket_minutes","kind"),
	CONSTRAINT "client_metric_buckets_minutes_check" CHECK ("client_metric_buckets"."bucket_minutes" in (1, 60)),
	CONSTRAINT "client_metric_buckets_kind_check" CHECK ("client_metric_buckets"."kind" in ('client_error', 'page_load', 'ttfb', 'fcp', 'lcp', 'cls', 'inp', 'usage_event')),
	CONSTRAINT "client_metric_buckets_count_check" CHECK ("client_metric_buckets"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "client_metric_buckets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "error_group_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"stack" text,
	"page_url" text,
	"browser" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_group_samples" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "error_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fingerprint" text NOT NULL,
	"error_type" text NOT NULL,
	"message" text NOT NULL,
	"top_frame" text,
	"count" bigint NOT NULL,
	"browsers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"status_changed_at" timestamp with time zone,
	CONSTRAINT "error_groups_fingerprint_key" UNIQUE("fingerprint"),
	CONSTRAINT "error_groups_status_check" CHECK ("error_groups"."status" in ('open', 'resolved', 'ignored')),
	CONSTRAINT "error_groups_count_check" CHECK ("error_groups"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "error_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "process_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "process_events_kind_check" CHECK ("process_events"."kind" in ('start', 'stop', 'uncaught_exception', 'unhandled_rejection'))
);
--> statement-breakpoint
ALTER TABLE "process_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "process_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"sampled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heap_used_bytes" bigint NOT NULL,
	"heap_limit_bytes" bigint NOT NULL,
	"rss_bytes" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "process_samples" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "request_metric_buckets" (
	"bucket_start" timestamp with time zone NOT NULL,
	"bucket_minutes" smallint NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status_code" smallint NOT NULL,
	"count" bigint NOT NULL,
	"duration_sum_ms" double precision NOT NULL,
	"duration_max_ms" double precision NOT NULL,
	"histogram" bigint[] NOT NULL,
	CONSTRAINT "request_metric_buckets_pkey" PRIMARY KEY("bucket_start","bucket_minutes","method","route","status_code"),
	CONSTRAINT "request_metric_buckets_minutes_check" CHECK ("request_metric_buckets"."bucket_minutes" in (1, 60)),
	CONSTRAINT "request_metric_buckets_count_check" CHECK ("request_metric_buckets"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "request_metric_buckets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "error_group_samples" ADD CONSTRAINT "error_group_samples_group_id_error_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."error_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_group_samples_group_id_occurred_at_idx" ON "error_group_samples" USING btree ("group_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "error_groups_last_seen_idx" ON "error_groups" USING btree ("last_seen" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "process_events_occurred_at_idx" ON "process_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "process_samples_sampled_at_idx" ON "process_samples" USING btree ("sampled_at");--> statement-breakpoint
-- Server-only tables (issue 20's measured figures and error groups): the application role has no business there.
REVOKE ALL ON TABLE request_metric_buckets, client_metric_buckets, process_samples, process_events, error_groups, error_group_samples FROM methapilot_app;
