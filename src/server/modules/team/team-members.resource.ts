import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ZCreateTeamMemberRequest,
  ZTeamMember,
  ZTeamMemberListQuery,
  ZUpdateTeamMemberRequest,
  type TTeamMember,
  type TTeamMemberListQuery,
  type TUpdateTeamMemberRequest,
} from '../../../shared/contracts/team.js';
import type { CsvColumn } from '../../../shared/domain/csv-records.js';
import { TEAM_ROLES } from '../../../shared/domain/team.js';
import { teamUsers, type TeamUserRow } from '../../db/schema/team.js';
import type { RecordResource } from '../records/record-resource.js';

export const teamMemberCsvColumns: readonly CsvColumn[] = [
  { key: 'name', kind: 'text' },
  { key: 'email', kind: 'text' },
  { key: 'role', kind: 'enum', values: TEAM_ROLES },
  { key: 'isAdmin', kind: 'boolean' },
  { key: 'phone', kind: 'text' },
];

export function toTeamMember(row: TeamUserRow): TTeamMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isAdmin: row.isAdmin,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * Team members (spec §3 team_users). Deleting one deletes their events: team_events references the member
 * with a same-owner foreign key that cascades.
 */
export const teamMembersResource: RecordResource<
  TTeamMember,
  z.output<typeof ZCreateTeamMemberRequest>,
  TUpdateTeamMemberRequest,
  TTeamMemberListQuery
> = {
  path: '/api/team-members',
  namespace: 'team',
  fileName: 'equipe',
  table: teamUsers,
  idColumn: teamUsers.id,
  userIdColumn: teamUsers.userId,
  versionColumn: teamUsers.version,
  schemas: {
    item: ZTeamMember,
    create: ZCreateTeamMemberRequest,
    update: ZUpdateTeamMemberRequest,
    query: ZTeamMemberListQuery,
  },
  sortColumns: {
    createdAt: teamUsers.createdAt,
    name: teamUsers.name,
    role: teamUsers.role,
  },
  // The columns of the trigram indexes (spec §7 search reads: name, email, role).
  search: { source: 'team' },
  filters: (query) => [query.role ? eq(teamUsers.role, query.role) : undefined],
  toItem: (row) => toTeamMember(row as TeamUserRow),
  toInsertValues: (input) => ({ ...input }),
  // updatedAt named here so that an empty PATCH still has something to set (Drizzle refuses an empty SET).
  toUpdateValues: (input) => ({ ...input, updatedAt: new Date() }),
  csvColumns: teamMemberCsvColumns,
};
