/**
 * The plant's team (spec §3 team_users, team_events). Roles: the three the team texts name (administrator,
 * technician, investor) and the profile roles (spec §6); events: shifts, on-call duty, leave (with the leave
 * types of spec §5), trainings.
 */
export const TEAM_ROLES = [
  'administrator',
  'technician',
  'investor',
  'operator',
  'manager',
  'engineer',
  'director',
] as const;
export type TTeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_EVENT_TYPES = ['shift', 'on_call', 'leave', 'training', 'other'] as const;
export type TTeamEventType = (typeof TEAM_EVENT_TYPES)[number];

/** Spec §5 leave types: paid leave (congés payés, vacances, repos), sick leave (maladie), unpaid (sans solde). */
export const LEAVE_TYPES = ['paid', 'sick', 'unpaid'] as const;
export type TLeaveType = (typeof LEAVE_TYPES)[number];

export const MAX_TEAM_NAME_LENGTH = 100;
export const MAX_TEAM_COMMENT_LENGTH = 1000;
