// The baseline of the records rows: a bare Fastify on the same database driver answering the same paths with
// the least work for the same data (no plugins, no row-level-security transaction, no validation, no mapping):
//  GET /api/<collection>: `select * … where user_id = $1 order by created_at desc nulls last, id desc limit 20`
//    and `select count(*) … where user_id = $1`, as { items, total, page, pageSize }; team events also left-join
//    their member's name, which is part of the answer. `nulls last` as our lists write it: the
//    (user_id, created_at) indexes are `DESC NULLS LAST` (drizzle-kit's default), and a plain `desc` (nulls
//    first) does not match them, so the planner would scan and sort all 10,000 rows of the user instead;
//  GET /api/stock-items?q=: the same with the search our list runs (name or category contains q, on the
//    trigram expression `immutable_unaccent(lower(col))`);
//  GET /api/raw-materials/analysis: the user's lots, by name, as they are stored (no analysis at all).
import { and, asc, count, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Database } from '../src/server/db/client.js';
import { benchUserHeader } from './baseline-server.js';
import {
  agendaTasks,
  invoices,
  maintenanceTasks,
  rawMaterials,
  stockItems,
  teamEvents,
  teamUsers,
} from './built-server-modules.js';

export const benchPageSize = 20;

export interface ListedTable {
  path: string;
  table: PgTable;
  userId: PgColumn;
  createdAt: PgColumn;
  id: PgColumn;
}

/** The collections of the records modules, with the path the app serves them on. */
export const listedTables: readonly ListedTable[] = [
  { path: '/api/stock-items', table: stockItems, ...keysOf(stockItems) },
  { path: '/api/raw-materials', table: rawMaterials, ...keysOf(rawMaterials) },
  { path: '/api/maintenance-tasks', table: maintenanceTasks, ...keysOf(maintenanceTasks) },
  { path: '/api/agenda-tasks', table: agendaTasks, ...keysOf(agendaTasks) },
  { path: '/api/team-members', table: teamUsers, ...keysOf(teamUsers) },
  { path: '/api/team-events', table: teamEvents, ...keysOf(teamEvents) },
  { path: '/api/invoices', table: invoices, ...keysOf(invoices) },
];

function keysOf(table: { userId: PgColumn; createdAt: PgColumn; id: PgColumn }) {
  return { userId: table.userId, createdAt: table.createdAt, id: table.id };
}

function userOf(request: FastifyRequest, reply: FastifyReply): string | null {
  const userId = request.headers[benchUserHeader];
  if (typeof userId === 'string') return userId;
  void reply.status(401).send({ error: 'unauthenticated' });
  return null;
}

/** Name or category contains the text, written as the trigram indexes expect. */
function stockSearch(text: string): SQL | undefined {
  const pattern = `%${text}%`;
  return or(
    sql`immutable_unaccent(lower(${stockItems.name})) like immutable_unaccent(lower(${pattern}))`,
    sql`immutable_unaccent(lower(${stockItems.category})) like immutable_unaccent(lower(${pattern}))`,
  );
}

export async function buildRecordsBaselineServer(database: Database): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({ logger: false });

  async function firstPage(listed: ListedTable, userId: string, search?: SQL) {
    const where = and(eq(listed.userId, userId), search);
    const order = [sql`${listed.createdAt} desc nulls last`, desc(listed.id)];
    const rows =
      listed.table === teamEvents
        ? await db
            .select({ ...getTableColumns(teamEvents), teamUserName: teamUsers.name })
            .from(teamEvents)
            .leftJoin(
              teamUsers,
              and(eq(teamUsers.userId, teamEvents.userId), eq(teamUsers.id, teamEvents.teamUserId)),
            )
            .where(where)
            .orderBy(...order)
            .limit(benchPageSize)
        : await db
            .select()
            .from(listed.table)
            .where(where)
            .orderBy(...order)
            .limit(benchPageSize);
    const [counted] = await db.select({ total: count() }).from(listed.table).where(where);
    return { items: rows, total: counted?.total ?? 0, page: 1, pageSize: benchPageSize };
  }

  for (const listed of listedTables) {
    app.get(listed.path, async (request, reply) => {
      const userId = userOf(request, reply);
      if (userId === null) return reply;
      const { q } = request.query as { q?: string };
      const search = listed.table === stockItems && q ? stockSearch(q) : undefined;
      return firstPage(listed, userId, search);
    });
  }

  app.get('/api/raw-materials/analysis', async (request, reply) => {
    const userId = userOf(request, reply);
    if (userId === null) return reply;
    return db
      .select({
        id: rawMaterials.id,
        name: rawMaterials.name,
        type: rawMaterials.type,
        category: rawMaterials.category,
        quantity: rawMaterials.quantity,
        unit: rawMaterials.unit,
        humidityRate: rawMaterials.humidityRate,
        volatileSolidsRate: rawMaterials.volatileSolidsRate,
        methanePotential: rawMaterials.methanePotential,
        carbonNitrogenRatio: rawMaterials.carbonNitrogenRatio,
        referenceKey: rawMaterials.referenceKey,
      })
      .from(rawMaterials)
      .where(eq(rawMaterials.userId, userId))
      .orderBy(asc(rawMaterials.name), asc(rawMaterials.id));
  });
  await app.ready();
  return app;
}
