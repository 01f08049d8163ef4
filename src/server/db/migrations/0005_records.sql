CREATE TABLE "equipment_meters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"equipment_name" text NOT NULL,
	"running_hours" numeric(14, 3) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_meters_running_hours_check" CHECK ("equipment_meters"."running_hours" >= 0)
);
--> statement-breakpoint
ALTER TABLE "equipment_meters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "restock_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stock_item_id" uuid,
	"item_name" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restock_requests_quantity_check" CHECK ("restock_requests"."quantity" > 0),
	CONSTRAINT "restock_requests_status_check" CHECK ("restock_requests"."status" in ('open', 'in_cart', 'cancelled')),
	CONSTRAINT "restock_requests_unit_check" CHECK ("restock_requests"."unit" in ('unités', 'L', 'm3', 'g', 'kg', 't'))
);
--> statement-breakpoint
ALTER TABLE "restock_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stock_items" DROP CONSTRAINT "stock_items_unit_check";--> statement-breakpoint
ALTER TABLE "team_events" DROP CONSTRAINT "team_events_type_check";--> statement-breakpoint
ALTER TABLE "raw_materials" ADD COLUMN "carbon_nitrogen_ratio" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "raw_materials" ADD COLUMN "reference_key" text;--> statement-breakpoint
ALTER TABLE "equipment_meters" ADD CONSTRAINT "equipment_meters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_meters_user_id_name_idx" ON "equipment_meters" USING btree ("user_id",lower("equipment_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "restock_requests_open_item_idx" ON "restock_requests" USING btree ("stock_item_id") WHERE "restock_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "restock_requests_user_id_created_at_idx" ON "restock_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "raw_materials" ADD CONSTRAINT "raw_materials_category_check" CHECK ("raw_materials"."category" in ('main_crop', 'cive', 'permanent_grassland', 'effluent', 'by_product', 'other'));--> statement-breakpoint
ALTER TABLE "raw_materials" ADD CONSTRAINT "raw_materials_reference_key_check" CHECK ("raw_materials"."reference_key" is null or "raw_materials"."reference_key" in ('cereal-grain', 'legume-grain', 'legume-whole-crop', 'grass-clover-grass', 'maize-silage', 'cereal-whole-plant-silage', 'green-rye-cive', 'cattle-solid-manure', 'cattle-slurry', 'pig-slurry', 'poultry-manure', 'sugar-beet', 'cereal-straw', 'agro-industrial-by-product'));--> statement-breakpoint
ALTER TABLE "raw_materials" ADD CONSTRAINT "raw_materials_carbon_nitrogen_ratio_check" CHECK ("raw_materials"."carbon_nitrogen_ratio" is null or "raw_materials"."carbon_nitrogen_ratio" > 0);--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_category_check" CHECK ("stock_items"."category" in ('maintenance', 'spare_parts', 'chemical', 'consumables', 'other'));--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_unit_check" CHECK ("stock_items"."unit" in ('unités', 'L', 'm3', 'g', 'kg', 't'));--> statement-breakpoint
ALTER TABLE "team_events" ADD CONSTRAINT "team_events_type_check" CHECK ("team_events"."type" in ('shift', 'on_call', 'leave', 'training', 'other'));--> statement-breakpoint
ALTER TABLE "team_users" ADD CONSTRAINT "team_users_role_check" CHECK ("team_users"."role" in ('administrator', 'technician', 'investor', 'operator', 'manager', 'engineer', 'director'));--> statement-breakpoint
CREATE POLICY "equipment_meters_own_rows" ON "equipment_meters" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("equipment_meters"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("equipment_meters"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "restock_requests_own_rows" ON "restock_requests" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("restock_requests"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("restock_requests"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);