ALTER TABLE "orders" ADD COLUMN "search_title" text GENERATED ALWAYS AS (order_number::text) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_search_fresh_idx" ON "orders" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "orders_search_title_prefix_idx" ON "orders" USING btree ("user_id",immutable_unaccent(lower("search_title")) text_pattern_ops);--> statement-breakpoint
-- search_source_plan gains the library's orders (the function search_source is unchanged: it reads the plan).
CREATE OR REPLACE FUNCTION search_source_plan(
  p_source text,
  OUT v_table text,
  OUT v_columns text[],
  OUT v_fresh text,
  OUT v_text_columns text[],
  OUT v_code_columns text[]
)
  LANGUAGE plpgsql IMMUTABLE
  SET search_path = public, pg_temp
AS $$
BEGIN
  -- v_columns: what a result shows as title, kind and detail; v_fresh orders results by freshness.
  -- v_text_columns are matched through their trigram index, v_code_columns by code (labels matched).
  CASE p_source
    WHEN 'stock' THEN
      v_table := 'stock_items'; v_columns := ARRAY['name', 'category', 'unit']; v_fresh := 'last_updated';
      v_text_columns := ARRAY['name']; v_code_columns := ARRAY['category'];
    WHEN 'maintenance' THEN
      v_table := 'maintenance_tasks'; v_columns := ARRAY['equipment_name', 'task_type', 'notes'];
      v_fresh := 'updated_at'; v_text_columns := ARRAY['equipment_name', 'task_type', 'notes'];
      v_code_columns := '{}';
    WHEN 'raw-materials' THEN
      v_table := 'raw_materials'; v_columns := ARRAY['name', 'type', 'supplier']; v_fresh := 'updated_at';
      v_text_columns := ARRAY['name', 'supplier']; v_code_columns := ARRAY['type', 'category'];
    WHEN 'budget' THEN
      v_table := 'invoices'; v_columns := ARRAY['name', 'type', 'category']; v_fresh := 'updated_at';
      v_text_columns := ARRAY['name', 'counterparty', 'invoice_number']; v_code_columns := ARRAY['category', 'type'];
    WHEN 'agenda' THEN
      v_table := 'agenda_tasks'; v_columns := ARRAY['title', 'category', 'description']; v_fresh := 'updated_at';
      v_text_columns := ARRAY['title', 'description']; v_code_columns := ARRAY['category'];
    WHEN 'team' THEN
      v_table := 'team_users'; v_columns := ARRAY['name', 'role', 'email']; v_fresh := 'updated_at';
      v_text_columns := ARRAY['name', 'email']; v_code_columns := ARRAY['role'];
    WHEN 'library' THEN
      v_table := 'generated_documents'; v_columns := ARRAY['name', 'category', 'description'];
      v_fresh := 'updated_at'; v_text_columns := ARRAY['name', 'description', 'category'];
      v_code_columns := '{}';
    WHEN 'library-orders' THEN
      -- The library's second table (issue 17): the user's orders, by number, delivery name, place or notes,
      -- and by status (labels matched).
      v_table := 'orders'; v_columns := ARRAY['search_title', 'status', 'delivery_name']; v_fresh := 'updated_at';
      v_text_columns := ARRAY['search_title', 'delivery_name', 'delivery_company', 'delivery_city', 'notes'];
      v_code_columns := ARRAY['status'];
    ELSE
      RAISE EXCEPTION 'search_source: unknown source %', p_source USING ERRCODE = '22023';
  END CASE;
END
$$;
