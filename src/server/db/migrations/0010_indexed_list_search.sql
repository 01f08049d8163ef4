CREATE INDEX "invoices_counterparty_trgm" ON "invoices" USING gin (immutable_unaccent(lower("counterparty")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_invoice_number_trgm" ON "invoices" USING gin (immutable_unaccent(lower("invoice_number")) gin_trgm_ops);--> statement-breakpoint
-- The lists' search (`GET /api/<module>?q=`) goes through the trigram indexes too, as the global search does
-- (ADR 0003): search_source_ids gives the ids of the user's rows of a source that match, and the list query,
-- still under row-level security, keeps its rows among them (a join on the primary key, which the policies
-- allow to use its index). The table and columns of each source move to search_source_plan, read by both.
-- Invoices are now also found by counterparty and invoice number.
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
    ELSE
      RAISE EXCEPTION 'search_source: unknown source %', p_source USING ERRCODE = '22023';
  END CASE;
END
$$;
--> statement-breakpoint
-- The OR of a source's matching conditions on the row alias x: $2 is the folded LIKE pattern, $3 the codes.
-- A code arm is added only when a label matched: an empty "= ANY('{}')" arm keeps the planner off the indexes.
CREATE OR REPLACE FUNCTION search_source_arms(p_text_columns text[], p_code_columns text[], p_has_codes boolean)
  RETURNS text
  LANGUAGE plpgsql IMMUTABLE
  SET search_path = public, pg_temp
AS $$
DECLARE
  v_arms text[] := '{}';
  v_column text;
BEGIN
  FOREACH v_column IN ARRAY p_text_columns LOOP
    v_arms := v_arms || format('immutable_unaccent(lower(x.%I)) LIKE $2', v_column);
  END LOOP;
  IF p_has_codes THEN
    FOREACH v_column IN ARRAY p_code_columns LOOP
      v_arms := v_arms || format('x.%I = ANY($3)', v_column);
    END LOOP;
  END IF;
  RETURN array_to_string(v_arms, ' OR ');
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_source(p_source text, p_pattern text, p_codes text[], p_limit integer)
  RETURNS TABLE (id uuid, title text, kind text, detail text, updated_at timestamptz)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
AS $$
DECLARE
  v_user uuid := nullif(current_setting('app.user_id', true), '')::uuid;
  v_pattern text := immutable_unaccent(lower(p_pattern));
  v_limit integer := least(greatest(coalesce(p_limit, 5), 1), 50);
  v_codes text[] := coalesce(p_codes, '{}'::text[]);
  v_plan record;
BEGIN
  IF v_user IS NULL OR p_pattern IS NULL THEN
    RETURN;
  END IF;
  SELECT * INTO v_plan FROM search_source_plan(p_source);
  RETURN QUERY EXECUTE format(
    'SELECT x.id, x.%I, x.%I::text, x.%I::text, x.%I FROM %I x WHERE x.user_id = $1 AND (%s)
      ORDER BY (immutable_unaccent(lower(x.%I)) LIKE ltrim($2, ''%%'')) DESC, x.%I DESC, x.id LIMIT $4',
    v_plan.v_columns[1], v_plan.v_columns[2], v_plan.v_columns[3], v_plan.v_fresh, v_plan.v_table,
    search_source_arms(v_plan.v_text_columns, v_plan.v_code_columns, cardinality(v_codes) > 0),
    v_plan.v_columns[1], v_plan.v_fresh)
    USING v_user, v_pattern, v_codes, v_limit;
END
$$;
--> statement-breakpoint
-- Every matching id of the transaction's user (no limit: a list pages and counts them itself).
CREATE OR REPLACE FUNCTION search_source_ids(p_source text, p_pattern text, p_codes text[])
  RETURNS SETOF uuid
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
AS $$
DECLARE
  v_user uuid := nullif(current_setting('app.user_id', true), '')::uuid;
  v_codes text[] := coalesce(p_codes, '{}'::text[]);
  v_plan record;
BEGIN
  IF v_user IS NULL OR p_pattern IS NULL THEN
    RETURN;
  END IF;
  SELECT * INTO v_plan FROM search_source_plan(p_source);
  RETURN QUERY EXECUTE format(
    'SELECT x.id FROM %I x WHERE x.user_id = $1 AND (%s)',
    v_plan.v_table, search_source_arms(v_plan.v_text_columns, v_plan.v_code_columns, cardinality(v_codes) > 0))
    USING v_user, immutable_unaccent(lower(p_pattern)), v_codes;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION search_source_ids(text, text, text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION search_source_ids(text, text, text[]) TO methapilot_app;
