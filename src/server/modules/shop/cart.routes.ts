import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import {
  ZAddCartLineRequest,
  ZCart,
  ZRestockToCartRequest,
  ZUpdateCartLineRequest,
} from '../../../shared/contracts/shop.js';
import {
  addRestockToCart,
  addToCart,
  clearCart,
  readCart,
  removeCartLine,
  setCartLineQuantity,
} from './cart.service.js';

/** The signed-in user's cart; every call answers the whole cart with its totals. */
export const cartRoutes: FastifyPluginAsyncZod = (app) => {
  const answersCart = { response: { 200: ZCart } };

  app.get('/api/cart', { schema: answersCart }, (request) =>
    request.withUserDb((tx, userId) => readCart(tx, userId)),
  );

  app.post('/api/cart/items', { schema: { body: ZAddCartLineRequest, ...answersCart } }, (request) =>
    request.withUserDb((tx, userId) => addToCart(tx, userId, request.body)),
  );

  app.post('/api/cart/restock', { schema: { body: ZRestockToCartRequest, ...answersCart } }, (request) =>
    request.withUserDb((tx, userId) => addRestockToCart(tx, userId, request.body)),
  );

  app.patch(
    '/api/cart/items/:id',
    { schema: { params: ZRecordIdParams, body: ZUpdateCartLineRequest, ...answersCart } },
    (request) =>
      request.withUserDb((tx, userId) =>
        setCartLineQuantity(tx, userId, request.params.id, request.body.quantity),
      ),
  );

  app.delete('/api/cart/items/:id', { schema: { params: ZRecordIdParams, ...answersCart } }, (request) =>
    request.withUserDb((tx, userId) => removeCartLine(tx, userId, request.params.id)),
  );

  app.delete('/api/cart', { schema: answersCart }, (request) =>
    request.withUserDb((tx, userId) => clearCart(tx, userId)),
  );
  return Promise.resolve();
};
