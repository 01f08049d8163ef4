import { z } from './zod.js';
import { supportedLanguages } from '../i18n/languages.js';
import { ACTIVITY_TYPES, CLIENT_ACTIVITY_TYPES, PROFILE_ROLES } from '../domain/accounts.js';
import { ZCompanyName, ZFrenchPhone, ZPersonName } from './fields.js';
import { ZNotificationPreferences, ZNotificationPreferencesUpdate } from './notifications.js';

/** GET /api/session (status, does not extend the session) and POST /api/session/refresh (extends it). */
export const ZSessionStatus = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
  }),
  session: z.object({
    id: z.string(),
    /** ISO time the server ends the session for inactivity (never past the absolute end). */
    expiresAt: z.string(),
    /** ISO time of the absolute end (12 h after sign-in). */
    absoluteExpiresAt: z.string(),
  }),
  role: z.enum(PROFILE_ROLES),
  /** Spec §6: role admin AND a verified TOTP factor. */
  isAdmin: z.boolean(),
  /** The server's clock when it answered: the client measures its deadlines against it, not its own clock. */
  serverTime: z.string(),
});
export type TSessionStatus = z.infer<typeof ZSessionStatus>;

/**
 * GET /api/session/presence: whether the request carries a live session, always 200 (the sign-in page asks
 * it, and a visitor without a session is not an error).
 */
export const ZSessionPresence = z.object({ isSignedIn: z.boolean() });

/** GET /api/session/current: the session status, or null when nobody is signed in (200 either way). */
export const ZCurrentSession = z.object({ status: ZSessionStatus.nullable() });
export type TCurrentSession = z.infer<typeof ZCurrentSession>;

/** GET /api/sessions: the user's active sessions (no token ever leaves the server). */
export const ZActiveSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  isCurrent: z.boolean(),
});
export const ZActiveSessionsResponse = z.object({ sessions: z.array(ZActiveSession) });
export type TActiveSession = z.infer<typeof ZActiveSession>;

export const ZSessionIdParams = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });

/** GET /api/profile. */
export const ZProfile = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.enum(PROFILE_ROLES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  displayName: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  updatedAt: z.string(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** Empty strings clear the optional fields. */
const optionalCleared = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

/**
 * PATCH /api/profile: partial (spec §3). `role` is accepted only from an admin; anyone else gets 403 and a
 * security event.
 */
export const ZProfileUpdate = z
  .object({
    firstName: ZPersonName.optional(),
    lastName: ZPersonName.optional(),
    companyName: ZCompanyName.optional(),
    displayName: z
      .string()
      .trim()
      .min(1, { error: 'validation.displayNameRequired' })
      .max(100, { error: 'validation.displayNameTooLong' })
      .optional(),
    phone: optionalCleared(ZFrenchPhone),
    bio: z.string().trim().max(500, { error: 'validation.bioTooLong' }).optional(),
    role: z.enum(PROFILE_ROLES, { error: 'validation.roleInvalid' }).optional(),
  })
  .strict();
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

/** "HH:MM", 00:00 to 23:59. */
export const ZTimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.timeInvalid' });

/** An IANA time zone the runtime knows ("Europe/Paris"). */
export const ZTimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(isKnownTimeZone, { error: 'validation.timeZoneInvalid' });

export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** GET/PATCH /api/preferences (spec §3 user_preferences: timezone default Europe/Paris, reset hour 05:00). */
export const ZPreferences = z.object({
  language: z.enum(supportedLanguages),
  timezone: z.string(),
  dailyResetHour: z.string(),
  /** Bell and sidebar counters (preferences_data.notifications); absent until saved once: both shown. */
  notifications: ZNotificationPreferences.optional(),
});
export type TPreferences = z.infer<typeof ZPreferences>;
export const ZPreferencesUpdate = z
  .object({
    language: z.enum(supportedLanguages, { error: 'validation.languageInvalid' }).optional(),
    timezone: ZTimeZone.optional(),
    dailyResetHour: ZTimeOfDay.optional(),
    notifications: ZNotificationPreferencesUpdate.optional(),
  })
  .strict();
export type TPreferencesUpdate = z.infer<typeof ZPreferencesUpdate>;

/** Largest metadata a client may attach to an activity, in bytes of its JSON (a page view sends `{path}`). */
export const MAX_ACTIVITY_METADATA_BYTES = 2048;

const jsonByteLength = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

/** log_user_activity (spec §7), for the types a client may record. */
export const ZLogActivityRequest = z.object({
  activityType: z.enum(CLIENT_ACTIVITY_TYPES, { error: 'validation.activityTypeInvalid' }),
  description: z.string().trim().max(1000).optional(),
  metadata: z
    .record(z.string(), z.unknown())
    .refine((value) => jsonByteLength(value) <= MAX_ACTIVITY_METADATA_BYTES, {
      error: 'validation.metadataTooLarge',
    })
    .optional(),
});

/** get_user_activities (spec §7: limit 100, offset 0 by default). */
export const ZActivitiesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export const ZActivity = z.object({
  id: z.string(),
  activityType: z.enum(ACTIVITY_TYPES),
  description: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export const ZActivitiesResponse = z.object({ activities: z.array(ZActivity) });
export type TActivity = z.infer<typeof ZActivity>;

/** is_new_user (spec §7). */
export const ZIsNewUserResponse = z.object({ isNewUser: z.boolean() });

/** Admin: the users and their roles; PATCH a role. */
export const ZAdminUser = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(PROFILE_ROLES),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export const ZAdminUsersResponse = z.object({ users: z.array(ZAdminUser) });
export type TAdminUser = z.infer<typeof ZAdminUser>;
export const ZRoleChangeRequest = z.object({
  role: z.enum(PROFILE_ROLES, { error: 'validation.roleInvalid' }),
});
export const ZUserIdParams = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });
