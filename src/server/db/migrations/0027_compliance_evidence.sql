CREATE TABLE "evidence_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"redii_item_id" uuid,
	"raw_material_id" uuid,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_files_mime_type_check" CHECK ("evidence_files"."mime_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "evidence_files_size_bytes_check" CHECK ("evidence_files"."size_bytes" between 1 and 5242880),
	CONSTRAINT "evidence_files_file_name_check" CHECK (char_length("evidence_files"."file_name") between 1 and 200),
	CONSTRAINT "evidence_files_one_subject_check" CHECK (num_nonnulls("evidence_files"."redii_item_id", "evidence_files"."raw_material_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "evidence_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "redii_items" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_redii_item_id_redii_items_id_fk" FOREIGN KEY ("redii_item_id") REFERENCES "public"."redii_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_raw_material_id_raw_materials_id_fk" FOREIGN KEY ("raw_material_id") REFERENCES "public"."raw_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_files_redii_item_id_idx" ON "evidence_files" USING btree ("redii_item_id");--> statement-breakpoint
CREATE INDEX "evidence_files_raw_material_id_idx" ON "evidence_files" USING btree ("raw_material_id");--> statement-breakpoint
CREATE INDEX "evidence_files_user_id_idx" ON "evidence_files" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "redii_items" ADD CONSTRAINT "redii_items_named_check" CHECK ("redii_items"."code" is not null or "redii_items"."title" is not null);--> statement-breakpoint
ALTER TABLE "redii_items" ADD CONSTRAINT "redii_items_notes_check" CHECK (char_length("redii_items"."notes") <= 2000);--> statement-breakpoint
CREATE POLICY "evidence_files_own_rows" ON "evidence_files" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("evidence_files"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("evidence_files"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);