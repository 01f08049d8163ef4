// The plant's team and its calendar (spec §3 team_users; team_events fields are not shown by the spec:
// these follow the voice leave-request form of spec §3/§5 plus shifts and trainings).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  text,
  time,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEAVE_TYPES, TEAM_EVENT_TYPES, TEAM_ROLES } from '../../../shared/domain/team.js';
import { id, isOneOf, ownerId, timestamps, trigramIndex, rowVersion } from './columns.js';
import { searchFreshnessIndex, searchTitlePrefixIndex } from './search-indexes.js';
import { ownRowsPolicy } from './rls.js';

export { LEAVE_TYPES, TEAM_EVENT_TYPES, TEAM_ROLES };

/** A member of the operator's team (not an account: `user_id` is the owner who manages the team). */
export const teamUsers = pgTable(
  'team_users',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    // Optional: not every farm worker has an e-mail address.
    email: text('email'),
    // Team role: administrator, technician, investor (spec texts) or a profile role.
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    // Addition: reaching a team member on site.
    phone: text('phone'),
    version: rowVersion(),
    ...timestamps(),
  },
  (t) => [
    check('team_users_role_check', isOneOf(t.role, TEAM_ROLES)),
    // Target of team_events' same-owner foreign key.
    unique('team_users_user_id_id_unique').on(t.userId, t.id),
    index('team_users_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    // The global search matches a role by its translated label (search_source).
    index('team_users_user_id_role_idx').on(t.userId, t.role),
    trigramIndex('team_users_name_trgm', t.name),
    trigramIndex('team_users_email_trgm', t.email),
    trigramIndex('team_users_role_trgm', t.role),
    searchFreshnessIndex('team_users', t.userId, t.updatedAt, t.id),
    searchTitlePrefixIndex('team_users', t.userId, t.name),
    ownRowsPolicy('team_users', t.userId),
  ],
);
export type TeamUserRow = typeof teamUsers.$inferSelect;
export type NewTeamUserRow = typeof teamUsers.$inferInsert;

export const teamEvents = pgTable(
  'team_events',
  {
    id: id(),
    userId: ownerId(),
    // The team member concerned; NULL for an event of the whole team (e.g. a training).
    teamUserId: uuid('team_user_id'),
    type: text('type', { enum: TEAM_EVENT_TYPES }).notNull(),
    title: text('title'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    // Shift hours (local time of the plant); NULL for whole days.
    startTime: time('start_time'),
    endTime: time('end_time'),
    leaveType: text('leave_type', { enum: LEAVE_TYPES }),
    comment: text('comment'),
    version: rowVersion(),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'team_events_team_user_fk',
      columns: [t.userId, t.teamUserId],
      foreignColumns: [teamUsers.userId, teamUsers.id],
    }).onDelete('cascade'),
    check('team_events_type_check', isOneOf(t.type, TEAM_EVENT_TYPES)),
    check(
      'team_events_leave_type_check',
      sql`${t.leaveType} is null or (${t.type} = 'leave' and ${isOneOf(t.leaveType, LEAVE_TYPES)})`,
    ),
    check('team_events_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'team_events_times_check',
      sql`${t.startTime} is null or ${t.endTime} is null or ${t.endDate} > ${t.startDate} or ${t.endTime} > ${t.startTime}`,
    ),
    index('team_events_user_id_start_date_idx').on(t.userId, t.startDate),
    // The events list's default order (newest first), as every records list.
    index('team_events_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('team_events_team_user_id_idx').on(t.teamUserId),
    ownRowsPolicy('team_events', t.userId),
  ],
);
export type TeamEventRow = typeof teamEvents.$inferSelect;
export type NewTeamEventRow = typeof teamEvents.$inferInsert;
