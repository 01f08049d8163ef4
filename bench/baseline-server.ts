// The bench's baseline: a bare Fastify on the same database driver, doing the least a server can do for
// the same answers (no plugins, no row-level-security transaction, no validation).
import Fastify, { type FastifyInstance } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.js';
import type { stockItems as StockItemsTable } from '../src/server/db/schema/stock.js';

export const benchUserHeader = 'x-test-user-id';

export interface BaselineDependencies {
  database: Database;
  stockItems: typeof StockItemsTable;
}

/**
 * GET /api/health answers `select 1`; GET /api/bench/stock-items lists the newest 50 stock items of the user
 * named by the x-test-user-id header with a plain `where user_id = $1`.
 */
export async function buildBaselineServer({
  database,
  stockItems,
}: BaselineDependencies): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/api/health', async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
  app.get('/api/bench/stock-items', async (request, reply) => {
    const userId = request.headers[benchUserHeader];
    if (typeof userId !== 'string') return reply.status(401).send({ error: 'unauthenticated' });
    return database.db
      .select()
      .from(stockItems)
      .where(eq(stockItems.userId, userId))
      .orderBy(desc(stockItems.createdAt))
      .limit(50);
  });
  await app.ready();
  return app;
}
