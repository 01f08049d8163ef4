/** Profile roles (spec §6); `admin` also needs a verified TOTP factor to count as admin. */
export const PROFILE_ROLES = ['operator', 'manager', 'technician', 'engineer', 'director', 'admin'] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];
export const defaultProfileRole: ProfileRole = 'operator';

/** Activity log types (spec §3). */
export const ACTIVITY_TYPES = [
  'login',
  'logout',
  'page_view',
  'error',
  'feature_use',
  'role_change',
  'security_violation',
  'privilege_escalation',
  'user_data_create',
  'user_data_update',
  'user_data_delete',
  'gdpr_export',
  'gdpr_consent',
  'gdpr_deletion',
  'data_retention_cleanup',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * The types a signed-in user may record about themself (log_user_activity). Security events, sign-in and
 * sign-out are written by the server only, so nobody can forge or drown them.
 */
export const CLIENT_ACTIVITY_TYPES = [
  'page_view',
  'error',
  'feature_use',
] as const satisfies readonly ActivityType[];

/** Spec §9 and architecture.md session constants (milliseconds). */
export const sessionTimings = {
  inactivityMs: 30 * 60_000,
  absoluteLifetimeMs: 12 * 60 * 60_000,
  refreshCheckEveryMs: 50 * 60_000,
  refreshWhenRemainingMs: 10 * 60_000,
  warningBannerAtMs: 300_000,
  alertBannerAtMs: 120_000,
  statusEveryMs: 30_000,
  countdownEveryMs: 1_000,
  expiredToastMs: 5_000,
  /** Activity (mouse, key, scroll, touch, click) tells the server at most this often. */
  activityHeartbeatMs: 60_000,
} as const;

/** Spec §9: profile cache 5 min. */
export const profileCacheMs = 5 * 60_000;

/** Password-reset links expire after one hour (issue 3). */
export const passwordResetLinkSeconds = 60 * 60;
