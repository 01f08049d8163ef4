// The imported documents as results of the global search (issue 22: "documents are also sources of the global
// search, titles and text"): under the library, a document whose title contains the text, or whose passages
// hold all its words (French and English stemming, accents ignored); it opens at its best page.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query.js';
import type { DbTransaction } from '../../db/user-context.js';

export interface DocumentSearchRow extends Record<string, unknown> {
  id: string;
  title: string;
  kind: string;
  detail: string;
  updated_at: string | Date;
  page: number | null;
}

/** `pattern` is the escaped LIKE pattern of the global search (`%text%`), `text` the text as typed. */
export function searchImportedDocuments(
  tx: DbTransaction,
  pattern: string,
  text: string,
  limit: number,
): Promise<DocumentSearchRow[]> {
  return queryRows<DocumentSearchRow>(
    tx,
    sql`
      with q as (
        select plainto_tsquery('methapilot_fr', ${text}) || plainto_tsquery('methapilot_en', ${text}) as query
      ),
      matched as (
        select c.document_id,
          (array_agg(c.page order by ts_rank_cd(c.search_vector, q.query) desc, c.position))[1] as page
        from document_chunks as c, q
        where c.user_id = nullif(current_setting('app.user_id', true), '')::uuid and c.search_vector @@ q.query
        group by c.document_id
      )
      select d.id::text as id, d.title, 'document-' || d.category as kind, d.file_name as detail, d.updated_at,
        m.page
      from imported_documents as d
      left join matched as m on m.document_id = d.id
      where d.user_id = nullif(current_setting('app.user_id', true), '')::uuid
        and (immutable_unaccent(lower(d.title)) like ${pattern} or m.document_id is not null)
      order by (immutable_unaccent(lower(d.title)) like ${pattern}) desc, d.updated_at desc, d.id
      limit ${limit}`,
  );
}

export function importedDocumentHref(row: { id: string; page: number | null }): string {
  const page = row.page === null ? '' : `&page=${String(row.page)}`;
  return `/dashboard/imported-documents?document=${row.id}${page}`;
}
