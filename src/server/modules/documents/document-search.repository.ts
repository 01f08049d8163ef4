// The document search's SQL (issue 22): a question's words analysed by the French and English configurations
// (accents dropped, stemmed), how many of the user's passages hold each, a mistyped word's nearest word of the
// user's documents (pg_trgm), and the best passages: OR-ed words, ranked by the weight of the words they hold,
// then `ts_rank_cd`, shown with `ts_headline`. Every statement runs as the user (row-level security) and filters
// by the user besides.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query.js';
import type { DbTransaction } from '../../db/user-context.js';
import type { TDocumentKind } from '../../../shared/domain/documents/document-file.js';

/** The markers `ts_headline` puts around a matched word (control characters never stored in a passage). */
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`;

/** A word of the question as the database sees it: its tsquery text (`'moteur' | 'motor'`), or null. */
export interface AnalysedTerm {
  term: string;
  /** The OR of the word's French and English lexemes, or null for a stop word of either language. */
  queryText: string | null;
  /** How many of the user's passages hold it. */
  passageCount: number;
}

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export async function analyseTerms(
  tx: DbTransaction,
  userId: string,
  terms: readonly string[],
): Promise<AnalysedTerm[]> {
  if (terms.length === 0) return [];
  const rows = await queryRows<{ term: string; query_text: string | null; passage_count: number | string }>(
    tx,
    sql`
      with analysed as (
        select t.term, t.i, (
          select string_agg(distinct l.query, ' | ')
          from (
            -- The French stem as a prefix: accents dropped before stemming leave "changées" as 'change' where
            -- "changer" gives 'chang'; 'chang':* finds both.
            select quote_literal(f.lexeme) || case when length(f.lexeme) >= 4 then ':*' else '' end as query
            from unnest(to_tsvector('methapilot_fr', t.term)) as f
            union
            select quote_literal(e.lexeme) from unnest(to_tsvector('methapilot_en', t.term)) as e
          ) as l
          -- A stop word of either language (French "les", English "the") is no search word.
          where length(to_tsvector('methapilot_fr', t.term)) > 0 and length(to_tsvector('methapilot_en', t.term)) > 0
        ) as query_text
        from unnest(${textArray(terms)}) with ordinality as t(term, i)
      )
      select a.term, a.query_text,
        case when a.query_text is null then 0 else (
          select count(*) from document_chunks as c
          where c.user_id = ${userId} and c.search_vector @@ a.query_text::tsquery
        ) end as passage_count
      from analysed as a
      order by a.i`,
  );
  return rows.map((row) => ({
    term: row.term,
    queryText: row.query_text,
    passageCount: Number(row.passage_count),
  }));
}

/** The word of the user's documents nearest to a mistyped one (trigram similarity at least `minSimilarity`). */
export async function findNearestWord(
  tx: DbTransaction,
  userId: string,
  foldedTerm: string,
  minSimilarity: number,
): Promise<string | null> {
  const [row] = await queryRows<{ word: string }>(
    tx,
    sql`
      select w.word from document_words as w
      where w.user_id = ${userId} and w.word % ${foldedTerm} and similarity(w.word, ${foldedTerm}) >= ${minSimilarity}
      order by similarity(w.word, ${foldedTerm}) desc, w.word
      limit 1`,
  );
  return row?.word ?? null;
}

export async function countPassages(tx: DbTransaction, userId: string): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(
    tx,
    sql`select count(*) as total from document_chunks where user_id = ${userId}`,
  );
  return Number(row?.total ?? 0);
}

export interface WeightedTerm {
  queryText: string;
  weight: number;
}

export interface RankedPassage {
  documentId: string;
  documentTitle: string;
  kind: TDocumentKind;
  page: number;
  /** The sum of the weights of the question's words the passage holds. */
  coverage: number;
  rank: number;
  /** The passage with MATCH_START / MATCH_END around each matched word. */
  headline: string;
}

/**
 * The best passages for the candidate words (OR-ed): ordered by coverage (the weights of all the question's words
 * they hold), then `ts_rank_cd`; `ts_headline` runs on the few returned only.
 */
export async function findBestPassages(
  tx: DbTransaction,
  userId: string,
  candidates: readonly string[],
  weighted: readonly WeightedTerm[],
  limit: number,
): Promise<RankedPassage[]> {
  if (candidates.length === 0 || weighted.length === 0) return [];
  const candidateQuery = candidates.map((queryText) => `(${queryText})`).join(' | ');
  const termQueries = sql`array[${sql.join(
    weighted.map((term) => sql`${term.queryText}::tsquery`),
    sql`, `,
  )}]`;
  const weights = sql`array[${sql.join(
    weighted.map((term) => sql`${term.weight}::float8`),
    sql`, `,
  )}]`;
  const rows = await queryRows<{
    document_id: string;
    title: string;
    kind: TDocumentKind;
    page: number;
    coverage: number | string;
    rank: number | string;
    headline: string;
  }>(
    tx,
    sql`
      with q as (select ${candidateQuery}::tsquery as query),
      scored as (
        select c.document_id, c.page, c.content, c.position,
          ts_rank_cd(c.search_vector, q.query) as rank,
          (select coalesce(sum(w.weight), 0) from unnest(${termQueries}, ${weights}) as w(term_query, weight)
           where c.search_vector @@ w.term_query) as coverage
        from document_chunks as c, q
        where c.user_id = ${userId} and c.search_vector @@ q.query
        order by coverage desc, rank desc, c.position
        limit ${limit}
      )
      select s.document_id, d.title, d.kind, s.page, s.coverage, s.rank,
        ts_headline('methapilot_fr', s.content, q.query, ${HEADLINE_OPTIONS}) as headline
      from scored as s
      join imported_documents as d on d.id = s.document_id, q
      order by s.coverage desc, s.rank desc, s.position`,
  );
  return rows.map((row) => ({
    documentId: row.document_id,
    documentTitle: row.title,
    kind: row.kind,
    page: row.page,
    coverage: Number(row.coverage),
    rank: Number(row.rank),
    headline: row.headline,
  }));
}
