CREATE TABLE "advice_dismissals" (
	"user_id" uuid NOT NULL,
	"advice_id" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advice_dismissals_user_id_advice_id_pk" PRIMARY KEY("user_id","advice_id"),
	CONSTRAINT "advice_dismissals_advice_id_check" CHECK (char_length("advice_dismissals"."advice_id") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "advice_dismissals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stock_item_id" uuid NOT NULL,
	"delta" numeric(14, 3) NOT NULL,
	"level_after" numeric(14, 3) NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_delta_check" CHECK ("stock_movements"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "plant_settings" ADD COLUMN "activated_carbon_mass_kg" double precision;--> statement-breakpoint
ALTER TABLE "plant_settings" ADD COLUMN "activated_carbon_capacity_g_per_kg" double precision;--> statement-breakpoint
ALTER TABLE "plant_settings" ADD COLUMN "activated_carbon_changed_on" date;--> statement-breakpoint
ALTER TABLE "advice_dismissals" ADD CONSTRAINT "advice_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_user_id_item_moved_at_idx" ON "stock_movements" USING btree ("user_id","stock_item_id","moved_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "plant_settings" ADD CONSTRAINT "plant_settings_activated_carbon_mass_kg_check" CHECK ("plant_settings"."activated_carbon_mass_kg" is null or "plant_settings"."activated_carbon_mass_kg" between 1 and 100000);--> statement-breakpoint
ALTER TABLE "plant_settings" ADD CONSTRAINT "plant_settings_activated_carbon_capacity_check" CHECK ("plant_settings"."activated_carbon_capacity_g_per_kg" is null or "plant_settings"."activated_carbon_capacity_g_per_kg" between 60 and 500);--> statement-breakpoint
CREATE POLICY "advice_dismissals_own_rows" ON "advice_dismissals" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("advice_dismissals"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("advice_dismissals"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "stock_movements_own_rows" ON "stock_movements" AS PERMISSIVE FOR ALL TO "methapilot_app" USING ("stock_movements"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid) WITH CHECK ("stock_movements"."user_id" = nullif(current_setting('app.user_id', true), '')::uuid);--> statement-breakpoint
CREATE FUNCTION record_stock_movement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.current_level <> 0 THEN
      INSERT INTO stock_movements (user_id, stock_item_id, delta, level_after)
      VALUES (NEW.user_id, NEW.id, NEW.current_level, NEW.current_level);
    END IF;
  ELSIF NEW.current_level IS DISTINCT FROM OLD.current_level THEN
    INSERT INTO stock_movements (user_id, stock_item_id, delta, level_after)
    VALUES (NEW.user_id, NEW.id, NEW.current_level - OLD.current_level, NEW.current_level);
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stock_items_record_movement AFTER INSERT OR UPDATE OF current_level ON stock_items FOR EACH ROW EXECUTE FUNCTION record_stock_movement();
