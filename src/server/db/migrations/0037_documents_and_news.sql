-- Issue 22: the document search's text search configurations, French and English, accents dropped before
-- stemming (unaccent then french_stem / english_stem), on PGlite and PostgreSQL alike.
CREATE TEXT SEARCH CONFIGURATION methapilot_fr (COPY = french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION methapilot_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION methapilot_en (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION methapilot_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TABLE "document_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"position" integer NOT NULL,
	"content" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('methapilot_fr'::regconfig, content) || to_tsvector('methapilot_en'::regconfig, content)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_chunks_page_check" CHECK ("document_chunks"."page" >= 1)
);
--> statement-breakpoint
ALTER TABLE "document_chunks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "document_words" (
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "document_words_document_id_word_pk" PRIMARY KEY("document_id","word")
);
--> statement-breakpoint
ALTER TABLE "document_words" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "imported_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"equipment_name" text,
	"raw_material_id" uuid,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"preview_content" "bytea",
	"page_count" integer,
	"extraction_state" text DEFAULT 'waiting' NOT NULL,
	"extraction_failure" text,
	"extracted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_documents_category_check" CHECK ("imported_documents"."category" in ('manual', 'permit', 'contract', 'lab_report', 'procedure', 'other')),
	CONSTRAINT "imported_documents_kind_check" CHECK ("imported_documents"."kind" in ('pdf', 'docx', 'text', 'markdown', 'jpeg', 'png')),
	CONSTRAINT "imported_documents_extraction_state_check" CHECK ("imported_documents"."extraction_state" in ('waiting', 'indexed', 'failed')),
	CONSTRAINT "imported_documents_extraction_failure_check" CHECK (("imported_documents"."extraction_state" = 'failed') = ("imported_documents"."extraction_failure" is not null)),
	CONSTRAINT "imported_documents_size_bytes_check" CHECK ("imported_documents"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "imported_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"category" text NOT NULL,
	"body_markdown" text NOT NULL,
	"body_html" text NOT NULL,
	"cover_image" "bytea",
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_category_check" CHECK ("news_articles"."category" in ('regulation', 'technique', 'market', 'methapilot')),
	CONSTRAINT "news_articles_status_check" CHECK ("news_articles"."status" in ('draft', 'published')),
	CONSTRAINT "news_articles_published_check" CHECK ("news_articles"."status" = 'draft' or "news_articles"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "news_articles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "news_feed_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_url" text NOT NULL,
	"feed_title" text NOT NULL,
	"guid" text NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_feed_items_feed_url_guid_key" UNIQUE("feed_url","guid")
);
--> statement-breakpoint
ALTER TABLE "news_feed_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "news_reads" (
	"user_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_reads_user_id_article_id_pk" PRIMARY KEY("user_id","article_id")
);
--> statement-breakpoint
ALTER TABLE "news_reads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "document_chunks" ADD CONSTRAINT "document_chunks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_chunks" ADD CONSTRAINT "document_chunks_document_id_imported_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."imported_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_words" ADD CONSTRAINT "document_words_document_id_imported_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."imported_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_words" ADD CONSTRAINT "document_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_documents" ADD CONSTRAINT "imported_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_documents" ADD CONSTRAINT "imported_documents_raw_material_id_raw_materials_id_fk" FOREIGN KEY ("raw_material_id") REFERENCES "public"."raw_materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_chunks_search_vector_idx" ON "document_chunks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "document_chunks_document_id_position_idx" ON "document_chunks" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "document_chunks_user_id_idx" ON "document_chunks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "document_words_word_trgm" ON "document_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_words_user_id_word_idx" ON "document_words" USING btree ("user_id","word");--> statement-breakpoint
CREATE INDEX "imported_documents_user_id_created_at_idx" ON "imported_documents" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "imported_documents_waiting_idx" ON "imported_documents" USING btree ("created_at") WHERE "imported_documents"."extraction_state" = 'waiting';--> statement-breakpoint
CREATE INDEX "imported_documents_title_trgm" ON "imported_documents" USING gin (immutable_unaccent(lower("title")) gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "imported_documents_search_fresh_idx" ON "imported_documents" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "imported_documents_search_title_prefix_idx" ON "imported_documents" USING btree ("user_id",immutable_unaccent(lower("title")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "news_articles_published_idx" ON "news_articles" USING btree ("published_at" DESC NULLS LAST) WHERE "news_articles"."status" = 'published';--> statement-breakpoint
CREATE INDEX "news_feed_items_published_at_idx" ON "news_feed_items" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "document_chunks_own_rows" ON "document_chunks" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("document_chunks"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("document_chunks"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "document_words_own_rows" ON "document_words" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("document_words"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("document_words"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "imported_documents_own_rows" ON "imported_documents" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("imported_documents"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("imported_documents"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "news_articles_read_published" ON "news_articles" AS PERMISSIVE FOR SELECT TO "methapilot_app" USING ("news_articles"."status" = 'published' and "news_articles"."published_at" <= now());--> statement-breakpoint
CREATE POLICY "news_feed_items_read_all" ON "news_feed_items" AS PERMISSIVE FOR SELECT TO "methapilot_app" USING (true);--> statement-breakpoint
CREATE POLICY "news_reads_own_rows" ON "news_reads" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("news_reads"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("news_reads"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);