import { z } from './zod.js';
import { addDays, compareDates, isCalendarDate } from '../domain/calendar.js';
import {
  LEAVE_TYPES,
  MAX_TEAM_COMMENT_LENGTH,
  MAX_TEAM_NAME_LENGTH,
  TEAM_EVENT_TYPES,
  TEAM_ROLES,
} from '../domain/team.js';
import { ZEmailAddress, ZFrenchPhone } from './fields.js';
import { ZCalendarDate, ZRowVersion, listQuerySchema, optionalText } from './records.js';
import { ZChoice } from './choice.js';

/**
 * The plant's team (spec §3 team_users) and its calendar (team_events: shifts, on-call duty, leave with the
 * spec §5 leave types, trainings). Messages are keys of the `team` namespace, or of `validation` for the
 * spec §5 field rules (e-mail, phone, dates, times).
 */

export const MAX_TEAM_EVENT_TITLE_LENGTH = 200;
/** Longest period a calendar query may ask for, both ends included (two months: July + August). */
export const MAX_TEAM_CALENDAR_RANGE_DAYS = 62;

const ZTeamRole = ZChoice(TEAM_ROLES, {
  required: 'team:validation.roleRequired',
  invalid: 'team:validation.roleInvalid',
});
const ZTeamEventType = ZChoice(TEAM_EVENT_TYPES, {
  required: 'team:validation.typeRequired',
  invalid: 'team:validation.typeInvalid',
});
const ZLeaveType = ZChoice(LEAVE_TYPES, {
  required: 'team:validation.leaveTypeRequired',
  invalid: 'team:validation.leaveTypeInvalid',
});

const ZMemberName = z
  .string({ error: 'team:validation.nameRequired' })
  .trim()
  .min(1, { error: 'team:validation.nameRequired' })
  .max(MAX_TEAM_NAME_LENGTH, { error: 'team:validation.nameTooLong' });

/** Spec §5 e-mail rules, but optional: not every farm worker has an address (blank means none). */
const ZOptionalEmail = z
  .string({ error: 'validation.emailInvalid' })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(ZEmailAddress.nullable());

/** Spec §5 French phone, optional (blank means none); stored without spaces, dots or dashes. */
const ZOptionalPhone = z
  .string({ error: 'validation.phoneInvalid' })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(ZFrenchPhone.nullable());

// ---------------------------------------------------------------------------------------------------------
// Members

export const ZTeamMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: ZTeamRole,
  isAdmin: z.boolean(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The row's version (raised by one on every change): sent back as a base version or If-Match. */
  version: ZRowVersion,
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

/** POST /api/team-members (also each row of a CSV import). */
export const ZCreateTeamMemberRequest = z.object({
  name: ZMemberName,
  email: ZOptionalEmail,
  role: ZTeamRole,
  isAdmin: z
    .boolean({ error: 'team:validation.isAdminInvalid' })
    .nullish()
    .transform((value) => value ?? false),
  phone: ZOptionalPhone,
});
export type TCreateTeamMemberRequest = z.input<typeof ZCreateTeamMemberRequest>;

/** PATCH /api/team-members/:id: any subset of the fields; null or "" clears the e-mail or the phone. */
export const ZUpdateTeamMemberRequest = z
  .object({
    name: ZMemberName,
    email: ZOptionalEmail,
    role: ZTeamRole,
    isAdmin: z.boolean({ error: 'team:validation.isAdminInvalid' }),
    phone: ZOptionalPhone,
  })
  .partial()
  .strict();
export type TUpdateTeamMemberRequest = z.infer<typeof ZUpdateTeamMemberRequest>;

export const TEAM_MEMBER_SORT_KEYS = ['createdAt', 'name', 'role'] as const;
export const ZTeamMemberListQuery = listQuerySchema(TEAM_MEMBER_SORT_KEYS, 'createdAt').extend({
  role: ZTeamRole.optional(),
});
export type TTeamMemberListQuery = z.infer<typeof ZTeamMemberListQuery>;

// ---------------------------------------------------------------------------------------------------------
// Events

/** "8:00", "08:00" or "08:00:00" (what a spreadsheet may write back), read as "08:00". */
const timeOfDayPattern = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

function toTimeOfDay(value: string): string {
  const [, hours = '', minutes = ''] = timeOfDayPattern.exec(value) ?? [];
  return `${hours.padStart(2, '0')}:${minutes}`;
}

/** Optional time of day 'HH:MM' (local time of the plant); blank means a whole day. */
const ZOptionalTime = z
  .string({ error: 'validation.timeInvalid' })
  .trim()
  .nullish()
  .refine((value) => !value || timeOfDayPattern.test(value), { error: 'validation.timeInvalid' })
  .transform((value) => (value ? toTimeOfDay(value) : null));

/** The member concerned; absent, null or "" for an event of the whole team. */
const ZOptionalMemberId = z
  .string({ error: 'team:validation.memberInvalid' })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(z.uuid({ error: 'team:validation.memberInvalid' }).nullable());

const ZOptionalLeaveType = ZLeaveType.nullish().transform((value) => value ?? null);

export const ZTeamEvent = z.object({
  id: z.string(),
  /** Null for an event of the whole team. */
  teamUserId: z.string().nullable(),
  /** The member's name (null for an event of the whole team). */
  teamUserName: z.string().nullable(),
  type: ZTeamEventType,
  title: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  /** 'HH:MM' or null for whole days. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** Only for a leave: paid, sick or unpaid. */
  leaveType: ZLeaveType.nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The row's version (raised by one on every change): sent back as a base version or If-Match. */
  version: ZRowVersion,
});
export type TTeamEvent = z.infer<typeof ZTeamEvent>;

const eventFields = {
  type: ZTeamEventType,
  teamUserId: ZOptionalMemberId,
  title: optionalText(MAX_TEAM_EVENT_TITLE_LENGTH, 'team:validation.titleTooLong'),
  startDate: ZCalendarDate,
  endDate: ZCalendarDate,
  startTime: ZOptionalTime,
  endTime: ZOptionalTime,
  leaveType: ZOptionalLeaveType,
  comment: optionalText(MAX_TEAM_COMMENT_LENGTH, 'team:validation.commentTooLong'),
};

/**
 * POST /api/team-events. The rules across fields (dates in order, leave type only and always for a leave…)
 * are `teamEventProblems`, checked on the row as it would be stored.
 */
export const ZCreateTeamEventRequest = z.object(eventFields);
export type TCreateTeamEventRequest = z.input<typeof ZCreateTeamEventRequest>;

/** PATCH /api/team-events/:id: any subset of the fields. */
export const ZUpdateTeamEventRequest = z.object(eventFields).partial().strict();
export type TUpdateTeamEventRequest = z.infer<typeof ZUpdateTeamEventRequest>;

/**
 * One row of a CSV import: the member is written by name (a file of ids means nothing to a farmer); the
 * server finds the importing user's member of that name.
 */
export const ZTeamEventCsvRow = ZCreateTeamEventRequest.omit({ teamUserId: true }).extend({
  teamUserName: optionalText(MAX_TEAM_NAME_LENGTH, 'team:validation.nameTooLong'),
});

export const TEAM_EVENT_SORT_KEYS = ['createdAt', 'startDate', 'endDate', 'type', 'teamUserName'] as const;

/**
 * The list and the calendar: `from` and `to` keep the events that overlap the period (a leave from the 28th
 * to the 3rd shows in both months); a period given at both ends covers at most 62 days.
 */
export const ZTeamEventListQuery = listQuerySchema(TEAM_EVENT_SORT_KEYS, 'createdAt')
  .extend({
    type: ZTeamEventType.optional(),
    teamUserId: z.uuid({ error: 'team:validation.memberInvalid' }).optional(),
    from: ZCalendarDate.optional(),
    to: ZCalendarDate.optional(),
  })
  .superRefine(({ from, to }, context) => {
    if (!isCalendarDate(from) || !isCalendarDate(to)) return;
    if (compareDates(to, from) < 0) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'team:validation.rangeInverted' });
    } else if (compareDates(to, addDays(from, MAX_TEAM_CALENDAR_RANGE_DAYS - 1)) > 0) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'team:validation.rangeTooLong' });
    }
  });
export type TTeamEventListQuery = z.infer<typeof ZTeamEventListQuery>;

/** The fields `teamEventProblems` reads, as stored (times may carry seconds: 'HH:MM:SS'). */
export interface TeamEventRuleValues {
  type?: unknown;
  teamUserId?: unknown;
  title?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  leaveType?: unknown;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Rules across the fields of an event (the server checks them on create, update and every CSV row; the
 * form shows the same): field -> i18n key. Null when the event is consistent.
 */
export function teamEventProblems(values: TeamEventRuleValues): Record<string, string> | null {
  const problems: Record<string, string> = {};
  const { type, startDate, endDate, startTime, endTime, leaveType } = values;
  if (filled(startDate) && filled(endDate) && endDate < startDate) {
    problems.endDate = 'team:validation.endBeforeStart';
  }
  if (type === 'leave' && !filled(leaveType)) problems.leaveType = 'team:validation.leaveTypeRequired';
  if (type !== 'leave' && filled(leaveType)) problems.leaveType = 'team:validation.leaveTypeOnlyForLeave';
  // A leave is someone's: "congés de l'équipe" is not a thing.
  if (type === 'leave' && !filled(values.teamUserId))
    problems.teamUserId = 'team:validation.memberRequiredForLeave';
  // A shift, an on-call duty or a leave says what it is by its type; a training or "other" needs a title.
  if ((type === 'training' || type === 'other') && !filled(values.title)) {
    problems.title = 'team:validation.titleRequired';
  }
  const isSameDay = filled(startDate) && startDate === endDate;
  if (isSameDay && filled(startTime) && filled(endTime) && endTime.slice(0, 5) <= startTime.slice(0, 5)) {
    problems.endTime = 'team:validation.endTimeBeforeStart';
  }
  return Object.keys(problems).length > 0 ? problems : null;
}
