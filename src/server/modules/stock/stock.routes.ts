import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import {
  ZAdjustStockRequest,
  ZRestockRequest,
  ZRestockRequestList,
  ZStockItem,
} from '../../../shared/contracts/stock.js';
import { registerRecordRoutes } from '../records/record-routes.js';
import { listOpenRestockRequests } from './restock.repository.js';
import { cancelOpenRestockRequest, requestRestock, toRestockRequest } from './restock.service.js';
import { adjustStockItem } from './stock-adjust.service.js';
import { stockResource } from './stock.resource.js';

/** Stock items (CRUD, CSV) plus the quick +/- adjustment and the restock needs of low items. */
export const stockRoutes: FastifyPluginAsyncZod = (app) => {
  registerRecordRoutes(app, stockResource);

  app.post(
    '/api/stock-items/:id/adjust',
    { schema: { params: ZRecordIdParams, body: ZAdjustStockRequest, response: { 200: ZStockItem } } },
    (request) =>
      request.withUserDb((tx, userId) => adjustStockItem(tx, userId, request.params.id, request.body.delta)),
  );

  app.post(
    '/api/stock-items/:id/restock-request',
    { schema: { params: ZRecordIdParams, response: { 200: ZRestockRequest, 201: ZRestockRequest } } },
    async (request, reply) => {
      const { request: need, isNew } = await request.withUserDb((tx, userId) =>
        requestRestock(tx, userId, request.params.id),
      );
      return reply.status(isNew ? 201 : 200).send(need);
    },
  );

  app.get('/api/restock-requests', { schema: { response: { 200: ZRestockRequestList } } }, (request) =>
    request.withUserDb(async (tx, userId) => ({
      items: (await listOpenRestockRequests(tx, userId)).map(toRestockRequest),
    })),
  );

  app.delete('/api/restock-requests/:id', { schema: { params: ZRecordIdParams } }, async (request, reply) => {
    await request.withUserDb((tx, userId) => cancelOpenRestockRequest(tx, userId, request.params.id));
    return reply.status(204).send();
  });
  return Promise.resolve();
};
