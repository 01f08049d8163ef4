import { eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ZCreateTeamEventRequest,
  ZTeamEvent,
  ZTeamEventListQuery,
  ZUpdateTeamEventRequest,
  teamEventProblems,
  type TTeamEvent,
  type TTeamEventListQuery,
  type TUpdateTeamEventRequest,
} from '../../../shared/contracts/team.js';
import type { CsvColumn } from '../../../shared/domain/csv-records.js';
import { LEAVE_TYPES, TEAM_EVENT_TYPES } from '../../../shared/domain/team.js';
import { teamEvents, teamUsers, type TeamEventRow } from '../../db/schema/team.js';
import type { RecordResource } from '../records/record-resource.js';

/** An event as the event queries read it: the row and its member's name (null for the whole team). */
export type TeamEventWithMemberRow = TeamEventRow & { teamUserName: string | null };

/** The member by name, not by id: the importing user's member of that name is looked up. */
export const teamEventCsvColumns: readonly CsvColumn[] = [
  { key: 'teamUserName', kind: 'text' },
  { key: 'type', kind: 'enum', values: TEAM_EVENT_TYPES },
  { key: 'title', kind: 'text' },
  { key: 'startDate', kind: 'date' },
  { key: 'endDate', kind: 'date' },
  { key: 'startTime', kind: 'text' },
  { key: 'endTime', kind: 'text' },
  { key: 'leaveType', kind: 'enum', values: LEAVE_TYPES },
  { key: 'comment', kind: 'text' },
];

/** 'HH:MM:SS' as PostgreSQL writes a time -> 'HH:MM'. */
function timeOfDay(value: string | null): string | null {
  return value === null ? null : value.slice(0, 5);
}

export function toTeamEvent(row: TeamEventWithMemberRow): TTeamEvent {
  return {
    id: row.id,
    teamUserId: row.teamUserId,
    teamUserName: row.teamUserId === null ? null : row.teamUserName,
    type: row.type,
    title: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: timeOfDay(row.startTime),
    endTime: timeOfDay(row.endTime),
    leaveType: row.leaveType,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export type TCreateTeamEvent = z.output<typeof ZCreateTeamEventRequest>;

/** The columns a PATCH changes. Turning a leave into a shift drops its leave type unless the request sends one. */
export function teamEventChanges(
  input: TUpdateTeamEventRequest,
  current: TeamEventRow,
): TUpdateTeamEventRequest {
  const dropsLeaveType = input.type !== undefined && input.type !== 'leave' && input.leaveType === undefined;
  return dropsLeaveType && current.leaveType !== null ? { ...input, leaveType: null } : { ...input };
}

/**
 * Team events (shifts, on-call duty, leave, trainings). Served by team-events.routes.ts rather than the
 * shared record routes: reads join the member's name, and the member of a write is checked in the write's
 * transaction (a foreign id is refused, never sent to the composite foreign key).
 */
export const teamEventsResource: RecordResource<
  TTeamEvent,
  TCreateTeamEvent,
  TUpdateTeamEventRequest,
  TTeamEventListQuery
> = {
  path: '/api/team-events',
  namespace: 'team',
  fileName: 'planning-equipe',
  table: teamEvents,
  idColumn: teamEvents.id,
  userIdColumn: teamEvents.userId,
  versionColumn: teamEvents.version,
  schemas: {
    item: ZTeamEvent,
    create: ZCreateTeamEventRequest,
    update: ZUpdateTeamEventRequest,
    query: ZTeamEventListQuery,
  },
  sortColumns: {
    createdAt: teamEvents.createdAt,
    startDate: teamEvents.startDate,
    endDate: teamEvents.endDate,
    type: teamEvents.type,
    teamUserName: teamUsers.name,
  },
  search: { columns: [teamEvents.title, teamEvents.comment, teamUsers.name] },
  filters: (query) => [
    query.type ? eq(teamEvents.type, query.type) : undefined,
    query.teamUserId ? eq(teamEvents.teamUserId, query.teamUserId) : undefined,
    // Overlap of [startDate, endDate] with [from, to]: the calendar shows a leave in every month it touches.
    query.from ? gte(teamEvents.endDate, query.from) : undefined,
    query.to ? lte(teamEvents.startDate, query.to) : undefined,
  ],
  toItem: (row) => toTeamEvent(row as TeamEventWithMemberRow),
  toInsertValues: (input) => ({ ...input }),
  toUpdateValues: (input, current) => teamEventChanges(input, current as TeamEventRow),
  checkRow: (values) => teamEventProblems(values),
  csvColumns: teamEventCsvColumns,
};
