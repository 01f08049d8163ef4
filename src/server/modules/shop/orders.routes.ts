import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import {
  ZCheckoutRequest,
  ZOrder,
  ZOrderList,
  ZReceiveOrderRequest,
} from '../../../shared/contracts/shop.js';
import { checkout } from './checkout.service.js';
import { receiveOrder } from './order-receipt.service.js';
import { changeOrderStatus } from './order-status.service.js';
import { toOrder } from './order-view.js';
import { findOrderForUpdate, listOrders } from './orders.repository.js';
import { orderNotFound } from './shop-errors.js';

/** The customer's orders: checkout, history, cancelling a pending one, confirming a delivery into stock. */
export const ordersRoutes: FastifyPluginAsyncZod = (app) => {
  app.post(
    '/api/orders',
    { schema: { body: ZCheckoutRequest, response: { 201: ZOrder } } },
    async (request, reply) => {
      const order = await request.withUserDb((tx, userId) => checkout(tx, userId, request.body));
      return reply.status(201).send(order);
    },
  );

  app.get('/api/orders', { schema: { response: { 200: ZOrderList } } }, (request) =>
    request.withUserDb(async (tx, userId) => ({ items: (await listOrders(tx, userId)).map(toOrder) })),
  );

  app.get('/api/orders/:id', { schema: { params: ZRecordIdParams, response: { 200: ZOrder } } }, (request) =>
    request.withUserDb(async (tx, userId) => {
      const found = await findOrderForUpdate(tx, request.params.id, userId);
      if (!found) throw orderNotFound();
      return toOrder(found);
    }),
  );

  app.post(
    '/api/orders/:id/cancel',
    { schema: { params: ZRecordIdParams, response: { 200: ZOrder } } },
    (request) =>
      request.withUserDb((tx, userId) =>
        changeOrderStatus(tx, {
          orderId: request.params.id,
          to: 'cancelled',
          actor: 'customer',
          changedBy: userId,
          ownerId: userId,
        }),
      ),
  );

  app.post(
    '/api/orders/:id/receive',
    { schema: { params: ZRecordIdParams, body: ZReceiveOrderRequest, response: { 200: ZOrder } } },
    (request) =>
      request.withUserDb((tx, userId) => receiveOrder(tx, userId, request.params.id, request.body.lines)),
  );
  return Promise.resolve();
};
