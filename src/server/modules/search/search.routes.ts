import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSearchQuery, ZSearchResponse, type TSearchResponse } from '../../../shared/contracts/search.js';
import {
  SEARCH_RESULTS_PER_SOURCE,
  SEARCH_SOURCES,
  SEARCH_SOURCE_ROUTES,
  isSearchableQuery,
  trimSearchGroups,
  type TSearchSource,
} from '../../../shared/domain/search-results.js';
import type { DbTransaction } from '../../db/user-context.js';
import { escapeLikePattern } from '../records/list-query.js';
import { codesMatching } from '../records/label-codes.js';
import { importedDocumentHref, searchImportedDocuments } from '../documents/documents-global-search.js';
import { SEARCH_SOURCE_PLANS, searchResultRoute } from './search-plans.js';
import { searchSource } from './search.repository.js';
import { mergeSourceRows, type SearchResultRow } from './search-merge.js';

/**
 * Reads every source, one savepoint each: a source that fails is rolled back alone, logged and named in
 * `failedSources`, and the others still answer (spec §8 "partial results kept").
 */
async function searchEverySource(
  tx: DbTransaction,
  query: string,
  log: FastifyBaseLogger,
): Promise<TSearchResponse> {
  const pattern = `%${escapeLikePattern(query)}%`;
  const groups: { source: TSearchSource; route: string; items: SearchResultRow[] }[] = [];
  const failedSources: TSearchSource[] = [];
  for (const source of SEARCH_SOURCES) {
    try {
      const codes = codesMatching(source, query);
      const rows = await tx.transaction(async (savepoint) => {
        const perPlan = [];
        for (const plan of SEARCH_SOURCE_PLANS[source]) {
          if (plan === 'library-imported') {
            const found = await searchImportedDocuments(savepoint, pattern, query, SEARCH_RESULTS_PER_SOURCE);
            perPlan.push(found.map((row) => ({ ...row, href: importedDocumentHref(row) })));
            continue;
          }
          const found = await searchSource(savepoint, plan, pattern, codes, SEARCH_RESULTS_PER_SOURCE);
          perPlan.push(found.map((row) => ({ ...row, href: searchResultRoute(plan, row) })));
        }
        return mergeSourceRows(perPlan, query, SEARCH_RESULTS_PER_SOURCE);
      });
      groups.push({ source, route: SEARCH_SOURCE_ROUTES[source], items: rows });
    } catch (error) {
      log.error({ err: error, source }, 'search: a source could not be read');
      failedSources.push(source);
    }
  }
  const kept = trimSearchGroups(groups).map((group) => ({
    ...group,
    items: group.items.map(({ id, title, kind, detail, href }) => ({
      id,
      title,
      kind,
      detail,
      ...(href ? { href } : {}),
    })),
  }));
  return { query, groups: kept, failedSources };
}

/** GET /api/search: the signed-in user's rows of the seven sources whose text contains the query. */
export const searchRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/api/search',
    { schema: { querystring: ZSearchQuery, response: { 200: ZSearchResponse } } },
    async (request) => {
      const query = request.query.q;
      if (!isSearchableQuery(query)) {
        await request.signedInUserId();
        return { query, groups: [], failedSources: [] };
      }
      return request.withUserDb((tx) => searchEverySource(tx, query, request.log));
    },
  );
  return Promise.resolve();
};
