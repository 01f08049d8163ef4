import type { z } from 'zod';
import { ZProfileUpdate, type TProfile } from '../../../../shared/contracts/account';
import { PROFILE_ROLES, type ProfileRole } from '../../../../shared/domain/accounts';

/** The editable text fields, in the order of the form (the first invalid one gets the focus). */
export const profileTextFields = [
  'firstName',
  'lastName',
  'companyName',
  'displayName',
  'phone',
  'bio',
] as const;
export type TProfileTextField = (typeof profileTextFields)[number];
export type TProfileField = TProfileTextField | 'role';

export type TProfileFormValues = Record<TProfileTextField, string> & { role: ProfileRole };
/** One message per field: a key "validation.x" from the contract, or a text the server already translated. */
export type TProfileErrors = Partial<Record<TProfileField, string>>;
export type TProfilePatch = z.output<typeof ZProfileUpdate>;

export type TProfileUpdateResult =
  { isValid: true; update: TProfilePatch } | { isValid: false; errors: TProfileErrors };

export function isProfileField(value: unknown): value is TProfileField {
  return value === 'role' || (profileTextFields as readonly unknown[]).includes(value);
}

export function isProfileRole(value: unknown): value is ProfileRole {
  return (PROFILE_ROLES as readonly unknown[]).includes(value);
}

export function toProfileFormValues(profile: TProfile): TProfileFormValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    companyName: profile.companyName ?? '',
    displayName: profile.displayName ?? '',
    phone: profile.phone ?? '',
    bio: profile.bio ?? '',
    role: profile.role,
  };
}

/** How the server will store a value: trimmed, and a phone without its spaces, dots and dashes. */
function normalise(field: TProfileTextField, value: string): string {
  const trimmed = value.trim();
  return field === 'phone' ? trimmed.replace(/[\s.-]/g, '') : trimmed;
}

/** The fields that really changed (a trailing space or another phone layout is no change). */
export function getChangedFields(
  initial: TProfileFormValues,
  values: TProfileFormValues,
  canEditRole: boolean,
): Partial<TProfileFormValues> {
  const changed: Partial<TProfileFormValues> = {};
  for (const field of profileTextFields) {
    if (normalise(field, values[field]) !== normalise(field, initial[field])) changed[field] = values[field];
  }
  if (canEditRole && values.role !== initial.role) changed.role = values.role;
  return changed;
}

/**
 * The body of PATCH /api/profile: only the changed fields, checked with the shared contract (spec §5 texts),
 * cleaned as the contract cleans them (trimmed, phone compacted). An empty object means nothing to save.
 */
export function buildProfileUpdate(
  initial: TProfileFormValues,
  values: TProfileFormValues,
  canEditRole: boolean,
): TProfileUpdateResult {
  const result = ZProfileUpdate.safeParse(getChangedFields(initial, values, canEditRole));
  if (result.success) return { isValid: true, update: result.data };
  const errors: TProfileErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isProfileField(field)) errors[field] ??= issue.message;
  }
  return { isValid: false, errors };
}

/** The server's per-field messages that belong to this form. */
export function pickProfileErrors(fields: Record<string, string>): TProfileErrors {
  const errors: TProfileErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    if (isProfileField(field)) errors[field] = message;
  }
  return errors;
}
