import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { adminCatalogueRoutes } from './admin-catalogue.routes.js';
import { adminOrdersRoutes } from './admin-orders.routes.js';
import { cartRoutes } from './cart.routes.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { ordersRoutes } from './orders.routes.js';
import { quoteRequestRoutes } from './quote-request.routes.js';

export interface ShopRoutesOptions {
  db: Db;
  mailer: Mailer;
  salesEmail: string;
}

/** The shop (issue 17): catalogue, cart, orders, the admin's order queue and catalogue, quote requests. */
export const shopRoutes: FastifyPluginAsyncZod<ShopRoutesOptions> = async (
  app,
  { db, mailer, salesEmail },
) => {
  await app.register(catalogueRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  await app.register(adminOrdersRoutes, { db });
  await app.register(adminCatalogueRoutes, { db });
  await app.register(quoteRequestRoutes, { mailer, salesEmail });
};
