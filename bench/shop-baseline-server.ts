// The baseline of the shop rows: a bare Fastify on the same database driver doing the least work for the same
// answers (no plugins, no row-level-security transaction, no validation, no totals in cents):
//  GET /api/cart: the user's lines joined to their products, in creation order, and the sums of
//    quantity × price as doubles;
//  POST /api/cart/items {productId, quantity}: one insert that raises the quantity of a line already there;
//  POST /api/orders: in one transaction, the cart's lines and prices, the order, its lines, its first history
//    row, and the cart emptied.
import { asc, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Database } from '../src/server/db/client.js';
import { benchUserHeader } from './baseline-server.js';
import { cartItems, orderItems, orderStatusHistory, orders, shopProducts } from './built-server-modules.js';

function userOf(request: FastifyRequest, reply: FastifyReply): string | null {
  const userId = request.headers[benchUserHeader];
  if (typeof userId === 'string') return userId;
  void reply.status(401).send({ error: 'unauthenticated' });
  return null;
}

const toCent = (amount: number) => Math.round(amount * 100) / 100;

function cartLines(db: Pick<Database['db'], 'select'>, userId: string) {
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      name: shopProducts.name,
      reference: shopProducts.reference,
      category: shopProducts.category,
      price: shopProducts.price,
      vat: shopProducts.vat,
    })
    .from(cartItems)
    .innerJoin(shopProducts, eq(shopProducts.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function buildShopBaselineServer(database: Database): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const { db } = database;

  app.get('/api/cart', async (request, reply) => {
    const userId = userOf(request, reply);
    if (userId === null) return reply;
    const lines = await cartLines(db, userId);
    const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.price, 0);
    const vatAmount = lines.reduce((sum, line) => sum + (line.quantity * line.price * line.vat) / 100, 0);
    return { lines, subtotal, vatAmount, total: subtotal + vatAmount };
  });

  app.post('/api/cart/items', async (request, reply) => {
    const userId = userOf(request, reply);
    if (userId === null) return reply;
    const { productId, quantity } = request.body as { productId: string; quantity: number };
    await db
      .insert(cartItems)
      .values({ userId, productId, quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + ${quantity}` },
      });
    return { ok: true };
  });

  app.post('/api/orders', async (request, reply) => {
    const userId = userOf(request, reply);
    if (userId === null) return reply;
    const body = request.body as Record<string, string>;
    const order = await db.transaction(async (tx) => {
      const lines = await cartLines(tx, userId);
      const priced = lines.map((line) => {
        const subtotal = toCent(line.quantity * line.price);
        const vatAmount = toCent((subtotal * line.vat) / 100);
        return { line, subtotal, vatAmount };
      });
      const subtotal = priced.reduce((sum, { subtotal: amount }) => sum + amount, 0);
      const vatAmount = priced.reduce((sum, { vatAmount: amount }) => sum + amount, 0);
      const [created] = await tx
        .insert(orders)
        .values({
          userId,
          subtotal: toCent(subtotal),
          vatAmount: toCent(vatAmount),
          total: toCent(subtotal + vatAmount),
          deliveryName: body.deliveryName ?? '',
          deliveryAddress: body.deliveryAddress ?? '',
          deliveryPostalCode: body.deliveryPostalCode ?? '',
          deliveryCity: body.deliveryCity ?? '',
          paymentMethod: 'card',
          termsAcceptedAt: new Date(),
        })
        .returning({ id: orders.id, orderNumber: orders.orderNumber });
      if (!created) throw new Error('no order');
      await tx.insert(orderItems).values(
        priced.map(({ line, subtotal: lineSubtotal, vatAmount: lineVat }) => ({
          userId,
          orderId: created.id,
          productId: line.productId,
          name: line.name,
          reference: line.reference,
          category: line.category,
          quantity: line.quantity,
          unitPrice: line.price,
          vat: line.vat,
          subtotal: lineSubtotal,
          vatAmount: lineVat,
          total: toCent(lineSubtotal + lineVat),
        })),
      );
      await tx.insert(orderStatusHistory).values({ userId, orderId: created.id, toStatus: 'pending' });
      await tx.delete(cartItems).where(eq(cartItems.userId, userId));
      return created;
    });
    return reply.status(201).send(order);
  });

  await app.ready();
  return app;
}
