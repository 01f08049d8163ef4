-- Issue 16: the global search answers a common word as fast as a rare one (docs/ARCHITECTURE.md, ADR 0003).
--
-- A source's results are its rows whose title starts with the text, then the others, newest first, 5 at most.
-- search_source read every matching row and sorted them: "pompe" in 1 row of 15 meant 6,700 rows per source
-- rechecked, folded twice and sorted to keep 5. It now reads the rows in the results' order and stops at the
-- limit, in two statements:
--   1. the titles that start with the text, newest first (LIMIT);
--   2. only when fewer than the limit: the other matching rows, newest first (LIMIT the rest).
-- Each is `ORDER BY freshness DESC, id LIMIT n`, which the new (user_id, freshness desc, id) index serves in
-- that order; the planner then picks, with the pattern's selectivity, between walking it until n rows match
-- (a common word: about a hundred rows) and the trigram or title-prefix index then a sort (a rare word: a few
-- rows). The (user_id, folded title text_pattern_ops) index answers statement 1 as a range, so a word that is
-- common but never at a title's start ("Facture Pompe…") costs nothing there. Same rows, same order as before.
CREATE INDEX "agenda_tasks_search_fresh_idx" ON "agenda_tasks" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id");
--> statement-breakpoint
CREATE INDEX "agenda_tasks_search_title_prefix_idx" ON "agenda_tasks" USING btree ("user_id",immutable_unaccent(lower("title")) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "generated_documents_search_fresh_idx" ON "generated_documents" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id");
--> statement-breakpoint
CREATE INDEX "generated_documents_search_title_prefix_idx" ON "generated_documents" USING btree ("user_id",immutable_unaccent(lower("name")) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "invoices_search_fresh_idx" ON "invoices" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id");
--> statement-breakpoint
CREATE INDEX "invoices_search_title_prefix_idx" ON "invoices" USING btree ("user_id",immutable_unaccent(lower("name")) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "maintenance_tasks_search_fresh_idx" ON "maintenance_tasks" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id");
--> statement-breakpoint
CREATE INDEX "maintenance_tasks_search_title_prefix_idx" ON "maintenance_tasks" USING btree ("user_id",immutable_unaccent(lower("equipment_name")) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "raw_materials_search_fresh_idx" ON "raw_materials" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id");
--> statement-breakpoint
CREATE INDEX "raw_materials_search_title_prefix_idx" ON "raw_materials" USING btree ("user_id",immutable_unaccent(lower("name")) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "stock_items_search_fresh_idx" ON "stock_items" USING btree ("user_id","last_updated" DESC NULLS FIRST,"id");
--> statement-breakpoint
CREATE INDEX "stock_items_search_title_prefix_idx" ON "stock_items" USING btree ("user_id",immutable_unaccent(lower("name")) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "team_users_search_fresh_idx" ON "team_users" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id");
--> statement-breakpoint
CREATE INDEX "team_users_search_title_prefix_idx" ON "team_users" USING btree ("user_id",immutable_unaccent(lower("name")) text_pattern_ops);
--> statement-breakpoint
-- GIN pending lists: every search read each trigram index's list of rows not yet merged, up to 4 MB, and
-- PGlite has no autovacuum to merge them (2 to 16 ms per index read at 100,000 rows). Capped at 256 kB
-- (schema/columns.ts trigramIndex), and merged now.
ALTER INDEX "agenda_tasks_title_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "agenda_tasks_description_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "generated_documents_name_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "generated_documents_description_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "generated_documents_category_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "invoices_name_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "invoices_category_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "invoices_counterparty_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "invoices_invoice_number_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "maintenance_tasks_equipment_name_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "maintenance_tasks_task_type_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "maintenance_tasks_notes_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "raw_materials_name_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "raw_materials_type_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "raw_materials_category_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "raw_materials_supplier_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "stock_items_name_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "stock_items_category_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "team_users_name_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "team_users_email_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "team_users_role_trgm" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
SELECT gin_clean_pending_list(c.oid::regclass)
  FROM pg_class c JOIN pg_am a ON a.oid = c.relam
  WHERE a.amname = 'gin' AND c.relname LIKE '%\_trgm' AND c.relnamespace = 'public'::regnamespace;
--> statement-breakpoint
-- search_source keeps its signature, grants and owner filter (ADR 0003); only how it reads changes.
-- v_starts is the former first sort key, title starts with the text; statement 2 keeps the rows where it is
-- not true, so each row is read by one statement only and the two lists follow each other as one order.
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
  v_select text;
  v_starts text;
  v_order text;
  v_found integer;
BEGIN
  IF v_user IS NULL OR p_pattern IS NULL THEN
    RETURN;
  END IF;
  SELECT * INTO v_plan FROM search_source_plan(p_source);
  v_select := format('SELECT x.id, x.%I, x.%I::text, x.%I::text, x.%I FROM %I x WHERE x.user_id = $1',
    v_plan.v_columns[1], v_plan.v_columns[2], v_plan.v_columns[3], v_plan.v_fresh, v_plan.v_table);
  v_starts := format('immutable_unaccent(lower(x.%I)) LIKE ltrim($2, ''%%'')', v_plan.v_columns[1]);
  v_order := format('ORDER BY x.%I DESC, x.id LIMIT $4', v_plan.v_fresh);
  RETURN QUERY EXECUTE format('%s AND %s %s', v_select, v_starts, v_order)
    USING v_user, v_pattern, v_codes, v_limit;
  GET DIAGNOSTICS v_found = ROW_COUNT;
  IF v_found < v_limit THEN
    RETURN QUERY EXECUTE format('%s AND (%s) AND (%s) IS NOT TRUE %s', v_select,
      search_source_arms(v_plan.v_text_columns, v_plan.v_code_columns, cardinality(v_codes) > 0), v_starts, v_order)
      USING v_user, v_pattern, v_codes, v_limit - v_found;
  END IF;
END
$$;
