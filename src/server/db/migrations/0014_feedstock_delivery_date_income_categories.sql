-- Issue 15: the income categories a plant has (biomethane, electricity and heat sales, digestate, subsidies), and
-- the delivery date of each raw-material lot (the 15 % main-crop rule counts each calendar year's tonnage).
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_category_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_category_check" CHECK ("invoices"."category" in ('inputs', 'consumables', 'salaries', 'electricity', 'maintenance', 'others', 'biomethane_sales', 'electricity_sales', 'heat_sales', 'digestate_sales', 'subsidies'));--> statement-breakpoint
ALTER TABLE "raw_materials" ADD COLUMN "delivery_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
-- Hand-written: a lot recorded before this migration was delivered, as far as anyone knows, the day it was
-- recorded. The version trigger is held off for this fill: it changes no user data, so it must not put queued
-- offline edits of these lots in conflict.
ALTER TABLE "raw_materials" DISABLE TRIGGER raw_materials_bump_version;--> statement-breakpoint
UPDATE "raw_materials" SET "delivery_date" = ("created_at" AT TIME ZONE 'Europe/Paris')::date;--> statement-breakpoint
ALTER TABLE "raw_materials" ENABLE TRIGGER raw_materials_bump_version;--> statement-breakpoint
CREATE INDEX "raw_materials_user_id_delivery_date_idx" ON "raw_materials" USING btree ("user_id","delivery_date");
