import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZRawMaterialsAnalysis,
  ZRawMaterialsAnalysisQuery,
} from '../../../shared/contracts/raw-materials.js';
import { registerRecordRoutes } from '../records/record-routes.js';
import { analyseUserRawMaterials } from './raw-materials-analysis.service.js';
import { rawMaterialsResource } from './raw-materials.resource.js';

/**
 * Raw materials (CRUD, CSV) plus the analysis of the planned mix. The reference feedstocks (defaults and their
 * sources) have no route: they are static, and the web imports them from src/shared/domain/feedstock-defaults.ts.
 */
export const rawMaterialsRoutes: FastifyPluginAsyncZod = (app) => {
  registerRecordRoutes(app, rawMaterialsResource);

  // A static path: Fastify matches it before the collection's "/:id".
  app.get(
    '/api/raw-materials/analysis',
    { schema: { querystring: ZRawMaterialsAnalysisQuery, response: { 200: ZRawMaterialsAnalysis } } },
    (request) => request.withUserDb((tx, userId) => analyseUserRawMaterials(tx, userId, request.query)),
  );
  return Promise.resolve();
};
