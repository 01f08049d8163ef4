import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { adminOrdersRoutes } from './admin-orders.routes.js';
import { cartRoutes } from './cart.routes.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { ordersRoutes } from './orders.routes.js';

export interface ShopRoutesOptions {
  db: Db;
}

/** The shop (issue 17): catalogue, cart, orders, and the admin's order queue. */
export const shopRoutes: FastifyPluginAsyncZod<ShopRoutesOptions> = async (app, { db }) => {
  await app.register(catalogueRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  await app.register(adminOrdersRoutes, { db });
};
