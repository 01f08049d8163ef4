// The baseline of the records rows: a bare Fastify on the same database driver answering the same paths with
// the least work for the same data (no plugins, no row-level-security transaction, no validation, no mapping):
//  GET /api/<collection>: `select * … where user_id = $1 order by created_at desc nulls last, id desc limit 20`
//    (the lists' default order but maintenance's, below)
//    and `select count(*) … where user_id = $1`, as { items, total, page, pageSize }; team events also left-join
//    their member's name, which is part of the answer. `nulls last` as our lists write it: the
//    (user_id, created_at) indexes are `DESC NULLS LAST` (drizzle-kit's default), and a plain `desc` (nulls
//    first) does not match them, so the planner would scan and sort all 10,000 rows of the user instead;
//  GET /api/maintenance-tasks: the same but in the list's default order, which is not the creation time: the
//    maintenance list opens on "next due first" (sort=nextDueDate asc, src/server/modules/maintenance/
//    maintenance-due-filter.ts nextDueSortDate): an open task by its due date, or today when its running hours
//    are reached (the meter of its equipment, same name whatever the case); closed tasks and a running-hours
//    task without a date that is not due yet last; then the id. Written plainly (`maintenanceDefaultOrder`
//    below): the meter left-joined, today from the user's preferences (Europe/Paris, 05:00 without), one sort;
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
  equipmentMeters,
  invoices,
  maintenanceTasks,
  rawMaterials,
  stockItems,
  teamEvents,
  teamUsers,
  userPreferences,
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

/**
 * The maintenance list's default order, plainly: next due first. `hours_left` is the interval less the hours
 * since the last service (the whole reading without one, the reading alone after a meter reset); a task whose
 * hours are reached is due today.
 */
function maintenanceDefaultOrder(userId: string): SQL[] {
  const today = sql`coalesce(
    (select ((now() at time zone ${userPreferences.timezone}) - ${userPreferences.dailyResetHour}::interval)::date
      from ${userPreferences} where ${userPreferences.userId} = ${userId}),
    ((now() at time zone 'Europe/Paris') - interval '5 hours')::date)`;
  const hoursSince = sql`case
    when ${maintenanceTasks.lastServiceRunningHours} is null then ${equipmentMeters.runningHours}
    when ${equipmentMeters.runningHours} >= ${maintenanceTasks.lastServiceRunningHours}
      then ${equipmentMeters.runningHours} - ${maintenanceTasks.lastServiceRunningHours}
    else ${equipmentMeters.runningHours} end`;
  const hoursLeft = sql`(${maintenanceTasks.intervalHours} - ${hoursSince})`;
  return [
    sql`case when ${maintenanceTasks.status} not in ('completed', 'cancelled') then least(
      ${maintenanceTasks.nextDueDate},
      case when ${maintenanceTasks.frequency} = 'running_hours' and ${hoursLeft} <= 0 then ${today} end
    ) end asc nulls last`,
    asc(maintenanceTasks.id),
  ];
}

export async function buildRecordsBaselineServer(database: Database): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({ logger: false });

  async function firstPage(listed: ListedTable, userId: string, search?: SQL) {
    const where = and(eq(listed.userId, userId), search);
    const order = [sql`${listed.createdAt} desc nulls last`, desc(listed.id)];
    const rows =
      listed.table === maintenanceTasks
        ? await db
            .select(getTableColumns(maintenanceTasks))
            .from(maintenanceTasks)
            .leftJoin(
              equipmentMeters,
              and(
                eq(equipmentMeters.userId, maintenanceTasks.userId),
                sql`lower(${equipmentMeters.equipmentName}) = lower(${maintenanceTasks.equipmentName})`,
              ),
            )
            .where(where)
            .orderBy(...maintenanceDefaultOrder(userId))
            .limit(benchPageSize)
        : listed.table === teamEvents
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
