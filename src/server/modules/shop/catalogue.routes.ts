import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import { ZShopProductDetail, ZShopProductList, ZShopProductQuery } from '../../../shared/contracts/shop.js';
import { relatedProducts } from '../../../shared/domain/shop-catalogue.js';
import { findActiveProduct, listCatalogue } from './catalogue.repository.js';
import { productNotFound } from './shop-errors.js';
import { toShopProduct } from './shop-product.js';

/** The catalogue (GET /api/shop/products) and a product with up to 3 related ones of its category. */
export const catalogueRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/api/shop/products',
    { schema: { querystring: ZShopProductQuery, response: { 200: ZShopProductList } } },
    (request) =>
      request.withUserDb(async (tx) => ({
        items: (await listCatalogue(tx, request.query)).map(toShopProduct),
      })),
  );

  app.get(
    '/api/shop/products/:id',
    { schema: { params: ZRecordIdParams, response: { 200: ZShopProductDetail } } },
    (request) =>
      request.withUserDb(async (tx) => {
        const product = await findActiveProduct(tx, request.params.id);
        if (!product) throw productNotFound();
        const sameCategory = await listCatalogue(tx, { category: product.category });
        return {
          product: toShopProduct(product),
          related: relatedProducts(sameCategory, product).map(toShopProduct),
        };
      }),
  );
  return Promise.resolve();
};
