import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import { ZOrder, ZOrderList, ZOrderStatusChangeRequest } from '../../../shared/contracts/shop.js';
import type { Db } from '../../db/client.js';
import { requireAdmin } from '../admin/require-admin.js';
import { changeOrderStatus } from './order-status.service.js';
import { toOrder } from './order-view.js';
import { listOpenOrders } from './orders.repository.js';

export interface AdminOrdersRoutesOptions {
  db: Db;
}

/** The admin's side of orders (spec §6): the queue of open orders of every user, and confirm/deliver/cancel. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<AdminOrdersRoutesOptions> = (app, { db }) => {
  app.get('/api/admin/orders', { schema: { response: { 200: ZOrderList } } }, async (request) => {
    await requireAdmin(db, request);
    return db.transaction(async (tx) => ({ items: (await listOpenOrders(tx)).map(toOrder) }));
  });

  app.post(
    '/api/admin/orders/:id/status',
    { schema: { params: ZRecordIdParams, body: ZOrderStatusChangeRequest, response: { 200: ZOrder } } },
    async (request) => {
      const adminId = await requireAdmin(db, request);
      return db.transaction((tx) =>
        changeOrderStatus(tx, {
          orderId: request.params.id,
          to: request.body.status,
          actor: 'admin',
          changedBy: adminId,
          ownerId: null,
        }),
      );
    },
  );
  return Promise.resolve();
};
