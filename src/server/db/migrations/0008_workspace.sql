-- Issue 5, the workspace: the daily task templates (spec §3 daily_tasks_template) and the global search
-- function (spec §7 "Search reads").
--
-- Daily task templates: a global catalogue, read-only for the application role. Labels are the French
-- defaults; the web app shows each code's text from its fr/en catalog. The recap template's code is
-- methapilot_daily_recap (spec: {name}_daily_recap).
INSERT INTO daily_tasks_template (code, label, deep_link, auto_complete_event, is_active, order_index, has_notes)
VALUES
  ('agenda_today', 'Consulter l''agenda du jour', '/dashboard/agenda', NULL, true, 10, false),
  ('stock_check', 'Vérifier les niveaux de stock', '/dashboard/stock', NULL, true, 20, false),
  ('methapilot_daily_recap', 'Lire le récapitulatif du jour', '/dashboard', 'methapilot:daily-recap-viewed', true, 30, false),
  ('alerts_resolved', 'Traiter les alertes en cours', '/dashboard/emergency-alerts', 'methapilot:alerts-resolved', true, 40, false),
  ('visual_round', 'Faire la ronde visuelle (digesteur, pompes, cogénération)', NULL, NULL, true, 50, false),
  ('deliveries_confirmed', 'Confirmer les livraisons d''intrants', NULL, NULL, true, 60, true),
  ('site_cleaning', 'Nettoyer le site (aire d''ensilage, quais)', NULL, NULL, true, 70, false),
  ('materials_loaded_enough', 'Vérifier que la ration chargée suffit', '/dashboard/raw-materials', NULL, true, 80, false)
ON CONFLICT (code) DO NOTHING;
--> statement-breakpoint
-- Global search of one source for the user of the transaction (app.user_id).
--
-- Why a SECURITY DEFINER function: under row-level security PostgreSQL may use a query's own condition as
-- an index condition only when its functions are leakproof, and LIKE (textlike) and unaccent are not. A
-- search through the policies therefore read every row of the user and never the trigram indexes. This
-- function runs as the tables' owner (no policy applies) and filters by the transaction's user itself:
-- it cannot return another user's row, because the owner it filters by is the same setting the policies
-- read, and without a user it returns nothing. See docs/adr/0003-search-through-a-security-definer-function.md.
--
-- p_pattern is a LIKE pattern already escaped by the caller (e.g. '%methaniseur%'); it is compared
-- accent- and case-insensitively with the same expression as the trigram indexes. p_codes are the codes of
-- enumerated columns (category, type, role…) whose French or English label contains the text.
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
  v_table text;
  -- The columns returned as title, kind, detail and the freshness the results are ordered by.
  v_columns text[];
  v_fresh text;
  -- Free-text columns, matched through their trigram index; enumerated columns, matched by code.
  v_text_columns text[];
  v_code_columns text[];
  v_arms text[] := '{}';
  v_column text;
BEGIN
  IF v_user IS NULL OR p_pattern IS NULL THEN
    RETURN;
  END IF;
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
      v_text_columns := ARRAY['name']; v_code_columns := ARRAY['category', 'type'];
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
  FOREACH v_column IN ARRAY v_text_columns LOOP
    v_arms := v_arms || format('immutable_unaccent(lower(x.%I)) LIKE $2', v_column);
  END LOOP;
  -- Only when a label matched: an empty "= ANY('{}')" arm would keep the planner off the indexes.
  IF cardinality(v_codes) > 0 THEN
    FOREACH v_column IN ARRAY v_code_columns LOOP
      v_arms := v_arms || format('x.%I = ANY($3)', v_column);
    END LOOP;
  END IF;
  RETURN QUERY EXECUTE format(
    'SELECT x.id, x.%I, x.%I::text, x.%I::text, x.%I FROM %I x WHERE x.user_id = $1 AND (%s)
      ORDER BY (immutable_unaccent(lower(x.%I)) LIKE ltrim($2, ''%%'')) DESC, x.%I DESC, x.id LIMIT $4',
    v_columns[1], v_columns[2], v_columns[3], v_fresh, v_table, array_to_string(v_arms, ' OR '),
    v_columns[1], v_fresh)
    USING v_user, v_pattern, v_codes, v_limit;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION search_source(text, text, text[], integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION search_source(text, text, text[], integer) TO methapilot_app;
