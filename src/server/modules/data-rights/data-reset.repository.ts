import { and, count, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DataResetTable } from '../../../shared/domain/data-rights.js';
import { agendaTasks } from '../../db/schema/agenda.js';
import { invoices } from '../../db/schema/budget.js';
import { feedLogs } from '../../db/schema/feed-log.js';
import { maintenanceTasks } from '../../db/schema/maintenance.js';
import { userOnboarding } from '../../db/schema/profiles.js';
import { civeEnsilages, rawMaterials } from '../../db/schema/raw-materials.js';
import { stockItems } from '../../db/schema/stock.js';
import { teamEvents, teamUsers } from '../../db/schema/team.js';
import type { DbTransaction } from '../../db/user-context.js';

/** The reset's tables in the order they are emptied (team events before the members they point to). */
const resetTables: readonly (readonly [DataResetTable, PgTable, PgColumn])[] = [
  ['team_events', teamEvents, teamEvents.userId],
  ['team_users', teamUsers, teamUsers.userId],
  ['agenda_tasks', agendaTasks, agendaTasks.userId],
  ['stock_items', stockItems, stockItems.userId],
  ['cive_ensilages', civeEnsilages, civeEnsilages.userId],
  ['raw_materials', rawMaterials, rawMaterials.userId],
  ['invoices', invoices, invoices.userId],
  ['maintenance_tasks', maintenanceTasks, maintenanceTasks.userId],
  ['user_onboarding', userOnboarding, userOnboarding.userId],
];

/** How many feed log entries use one of the user's raw material lots (they keep the lots from going). */
export async function countFeedLogsOfLots(tx: DbTransaction, userId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(feedLogs)
    .innerJoin(rawMaterials, eq(rawMaterials.id, feedLogs.rawMaterialId))
    .where(and(eq(feedLogs.userId, userId), eq(rawMaterials.userId, userId)));
  return row?.total ?? 0;
}

/** Deletes the user's rows of every reset table; the rows deleted per table. */
export async function deleteResetTables(
  tx: DbTransaction,
  userId: string,
): Promise<Record<DataResetTable, number>> {
  const deleted = {} as Record<DataResetTable, number>;
  for (const [name, table, owner] of resetTables) {
    const rows = await tx
      .delete(table)
      .where(eq(owner, userId))
      .returning({ one: sql<number>`1` });
    deleted[name] = rows.length;
  }
  return deleted;
}
