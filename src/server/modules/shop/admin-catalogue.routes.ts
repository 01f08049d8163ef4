import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import {
  ZAdminShopProduct,
  ZAdminShopProductList,
  ZShopProductWriteRequest,
} from '../../../shared/contracts/shop.js';
import type { Db } from '../../db/client.js';
import { requireAdmin } from '../admin/require-admin.js';
import { listAllProducts } from './admin-catalogue.repository.js';
import {
  createProduct,
  editProduct,
  setProductActive,
  toAdminShopProduct,
} from './admin-catalogue.service.js';

export interface AdminCatalogueRoutesOptions {
  db: Db;
}

/**
 * The admin's catalogue (spec §6: role admin with a verified second factor): every product with whether it is
 * on sale, create, edit, withdraw and bring back. Written through the owner connection: the application role
 * only reads shop_products.
 */
export const adminCatalogueRoutes: FastifyPluginAsyncZod<AdminCatalogueRoutesOptions> = (app, { db }) => {
  const answersProduct = { response: { 200: ZAdminShopProduct } };
  // Before the body is checked: someone who is not admin learns nothing of the contract (403 first).
  app.addHook('preValidation', async (request) => {
    await requireAdmin(db, request);
  });

  app.get('/api/admin/shop/products', { schema: { response: { 200: ZAdminShopProductList } } }, () =>
    db.transaction(async (tx) => ({ items: (await listAllProducts(tx)).map(toAdminShopProduct) })),
  );

  app.post(
    '/api/admin/shop/products',
    { schema: { body: ZShopProductWriteRequest, response: { 201: ZAdminShopProduct } } },
    async (request, reply) => {
      const created = await db.transaction((tx) => createProduct(tx, request.body));
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/admin/shop/products/:id',
    { schema: { params: ZRecordIdParams, body: ZShopProductWriteRequest, ...answersProduct } },
    (request) => db.transaction((tx) => editProduct(tx, request.params.id, request.body)),
  );

  app.post(
    '/api/admin/shop/products/:id/deactivate',
    { schema: { params: ZRecordIdParams, ...answersProduct } },
    (request) => db.transaction((tx) => setProductActive(tx, request.params.id, false)),
  );

  app.post(
    '/api/admin/shop/products/:id/reactivate',
    { schema: { params: ZRecordIdParams, ...answersProduct } },
    (request) => db.transaction((tx) => setProductActive(tx, request.params.id, true)),
  );
  return Promise.resolve();
};
