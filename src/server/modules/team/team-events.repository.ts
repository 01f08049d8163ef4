import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { TListQueryBase } from '../../../shared/contracts/records.js';
import { teamEvents, teamUsers, type NewTeamEventRow, type TeamEventRow } from '../../db/schema/team.js';
import type { DbTransaction } from '../../db/user-context.js';
import { listOrder, listWhere, type ListShape } from '../records/list-query.js';
import { pageTotalField, pageTotalOf, splitPageTotal } from '../records/page-total.js';
import type { TeamEventWithMemberRow } from './team-events.resource.js';

/** The member of an event (a left join: whole-team events have none). */
const memberOfEvent = and(eq(teamUsers.userId, teamEvents.userId), eq(teamUsers.id, teamEvents.teamUserId));

/** Every column of the event and its member's name, and any other selected field. */
function selectEventsWithMember<TExtra extends Record<string, SQL.Aliased>>(
  tx: DbTransaction,
  extra: TExtra,
) {
  return tx
    .select({ ...getTableColumns(teamEvents), teamUserName: teamUsers.name, ...extra })
    .from(teamEvents)
    .leftJoin(teamUsers, memberOfEvent)
    .$dynamic();
}

export async function findTeamEventPage(
  tx: DbTransaction,
  shape: ListShape,
  userId: string,
  query: TListQueryBase,
  filters: (SQL | undefined)[],
): Promise<{ rows: TeamEventWithMemberRow[]; total: number }> {
  const where = listWhere(shape, userId, query, filters);
  // The member's name matters to the count only through the search (the join, on the member's key, neither
  // adds nor removes events), so the count joins the members only when searching.
  const counted = query.q
    ? sql`${teamEvents} left join ${teamUsers} on ${memberOfEvent}`
    : sql`${teamEvents}`;
  const rowsWithTotal = await selectEventsWithMember(tx, { [pageTotalField]: pageTotalOf(counted, where) })
    .where(where)
    .orderBy(...listOrder(shape, query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return splitPageTotal(rowsWithTotal, async () => {
    // No row to carry the total: an empty list (page 1), or a page past the last row.
    if (query.page === 1) return 0;
    const [row] = await tx
      .select({ total: count() })
      .from(teamEvents)
      .leftJoin(teamUsers, memberOfEvent)
      .where(where);
    return row?.total ?? 0;
  });
}

/** Every event matching the filters, in list order (CSV export), at most `limit`. */
export function findAllTeamEvents(
  tx: DbTransaction,
  shape: ListShape,
  userId: string,
  query: TListQueryBase,
  filters: (SQL | undefined)[],
  limit: number,
): Promise<TeamEventWithMemberRow[]> {
  return selectEventsWithMember(tx, {})
    .where(listWhere(shape, userId, query, filters))
    .orderBy(...listOrder(shape, query))
    .limit(limit);
}

export async function findTeamEvent(tx: DbTransaction, userId: string, id: string) {
  const [row] = await selectEventsWithMember(tx, {})
    .where(and(eq(teamEvents.id, id), eq(teamEvents.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The event alone, locked for the rest of the transaction (read-modify-write without lost updates). */
export async function findTeamEventForUpdate(tx: DbTransaction, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(teamEvents)
    .where(and(eq(teamEvents.id, id), eq(teamEvents.userId, userId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export interface TeamMemberRef {
  id: string;
  name: string;
}

/**
 * The user's member of that id, or null. FOR KEY SHARE keeps it from being deleted until the transaction
 * ends, so the event written next never meets the foreign key with a member gone meanwhile.
 */
export async function findOwnMemberForEvent(
  tx: DbTransaction,
  userId: string,
  id: string,
): Promise<TeamMemberRef | null> {
  const [row] = await tx
    .select({ id: teamUsers.id, name: teamUsers.name })
    .from(teamUsers)
    .where(and(eq(teamUsers.userId, userId), eq(teamUsers.id, id)))
    .for('key share')
    .limit(1);
  return row ?? null;
}

/** Every member of the user (a plant's team: a few dozen people), locked as above, for a CSV import. */
export function listOwnMembersForImport(tx: DbTransaction, userId: string): Promise<TeamMemberRef[]> {
  return tx
    .select({ id: teamUsers.id, name: teamUsers.name })
    .from(teamUsers)
    .where(eq(teamUsers.userId, userId))
    .for('key share');
}

type TeamEventValues = Omit<NewTeamEventRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters per statement (10 columns a row). */
const insertChunkSize = 1000;

export async function insertTeamEvents(
  tx: DbTransaction,
  userId: string,
  values: readonly TeamEventValues[],
) {
  const inserted: TeamEventRow[] = [];
  for (let start = 0; start < values.length; start += insertChunkSize) {
    const chunk = values.slice(start, start + insertChunkSize).map((value) => ({ ...value, userId }));
    inserted.push(...(await tx.insert(teamEvents).values(chunk).returning()));
  }
  return inserted;
}

export async function updateTeamEvent(
  tx: DbTransaction,
  userId: string,
  id: string,
  values: Partial<TeamEventValues>,
) {
  const [row] = await tx
    .update(teamEvents)
    .set(values)
    .where(and(eq(teamEvents.id, id), eq(teamEvents.userId, userId)))
    .returning({ id: teamEvents.id });
  return row ?? null;
}

export async function deleteTeamEvent(tx: DbTransaction, userId: string, id: string) {
  const deleted = await tx
    .delete(teamEvents)
    .where(and(eq(teamEvents.id, id), eq(teamEvents.userId, userId)))
    .returning({ id: teamEvents.id });
  return deleted.length > 0;
}
