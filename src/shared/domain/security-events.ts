import type { ActivityType } from './accounts.js';

/**
 * What the admin's security view lists (spec §6): refused admin routes and other security violations,
 * privilege escalation attempts, role changes, and failed sign-ins (security violations of their own kind).
 */
export const SECURITY_EVENT_KINDS = [
  'security_violation',
  'privilege_escalation',
  'role_change',
  'sign_in_failed',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** The activity types the view reads. */
export const SECURITY_ACTIVITY_TYPES = [
  'security_violation',
  'privilege_escalation',
  'role_change',
] as const satisfies readonly ActivityType[];

/** The description a failed sign-in is written with (auth.routes.ts securityEvent). */
export const SIGN_IN_FAILED_EVENT = 'sign_in_failed';

/** The kind of a logged event. */
export function securityEventKind(activityType: ActivityType, description: string | null): SecurityEventKind {
  if (activityType === 'security_violation' && description === SIGN_IN_FAILED_EVENT) return 'sign_in_failed';
  if (activityType === 'privilege_escalation' || activityType === 'role_change') return activityType;
  return 'security_violation';
}
