import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import {
  ZAdjustStockRequest,
  ZRestockRequest,
  ZRestockRequestList,
  ZStockItem,
  type TRestockRequest,
} from '../../../shared/contracts/stock.js';
import { adjustedLevel, quantityToRefill } from '../../../shared/domain/stock-levels.js';
import type { RestockRequestRow } from '../../db/schema/stock.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { registerRecordRoutes } from '../records/record-routes.js';
import {
  cancelRestockRequest,
  findStockItemForUpdate,
  listOpenRestockRequests,
  openRestockRequest,
  setStockLevel,
} from './restock.repository.js';
import { stockResource, toStockItem } from './stock.resource.js';

function toRestockRequest(row: RestockRequestRow): TRestockRequest {
  return {
    id: row.id,
    stockItemId: row.stockItemId ?? '',
    itemName: row.itemName,
    quantity: row.quantity,
    unit: row.unit,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stock items (CRUD, CSV) plus the quick +/- adjustment and the restock needs of low items. */
export const stockRoutes: FastifyPluginAsyncZod = (app) => {
  registerRecordRoutes(app, stockResource);

  app.post(
    '/api/stock-items/:id/adjust',
    { schema: { params: ZRecordIdParams, body: ZAdjustStockRequest, response: { 200: ZStockItem } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const item = await findStockItemForUpdate(tx, userId, request.params.id);
        if (!item) throw notFound();
        const row = await setStockLevel(
          tx,
          userId,
          item.id,
          adjustedLevel(item.currentLevel, request.body.delta),
        );
        if (!row) throw notFound();
        return toStockItem(row);
      }),
  );

  app.post(
    '/api/stock-items/:id/restock-request',
    { schema: { params: ZRecordIdParams, response: { 200: ZRestockRequest, 201: ZRestockRequest } } },
    (request, reply) =>
      request.withUserDb(async (tx, userId) => {
        const item = await findStockItemForUpdate(tx, userId, request.params.id);
        if (!item) throw notFound();
        const quantity = quantityToRefill(item);
        if (quantity <= 0) throw new HttpError(409, 'stock_full', 'stock:errors.alreadyFull');
        const { request: need, isNew } = await openRestockRequest(tx, userId, item, quantity);
        return reply.status(isNew ? 201 : 200).send(toRestockRequest(need));
      }),
  );

  app.get('/api/restock-requests', { schema: { response: { 200: ZRestockRequestList } } }, (request) =>
    request.withUserDb(async (tx, userId) => ({
      items: (await listOpenRestockRequests(tx, userId)).map(toRestockRequest),
    })),
  );

  app.delete('/api/restock-requests/:id', { schema: { params: ZRecordIdParams } }, async (request, reply) => {
    const isCancelled = await request.withUserDb((tx, userId) =>
      cancelRestockRequest(tx, userId, request.params.id),
    );
    if (!isCancelled) throw notFound();
    return reply.status(204).send();
  });
  return Promise.resolve();
};
