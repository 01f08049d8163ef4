import type { FastifyRequest } from 'fastify';
import type { TProfile, TProfileUpdate } from '../../../shared/contracts/account.js';
import type { ProfileRole } from '../../../shared/domain/accounts.js';
import type { Db } from '../../db/client.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { recordActivity } from '../activity/activity.repository.js';
import { readAccessFacts } from '../admin/admin-access.repository.js';
import {
  findProfile,
  setProfileRole,
  updateProfileFields,
  type ProfileFields,
} from './profile.repository.js';

type ParsedProfileUpdate = Omit<TProfileUpdate, 'phone' | 'companyName'> & {
  phone?: string;
  companyName?: string;
};

function toProfile(row: NonNullable<Awaited<ReturnType<typeof findProfile>>>): TProfile {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** Empty strings clear the optional columns. */
function toFields(update: ParsedProfileUpdate): ProfileFields {
  const { role: _role, ...rest } = update;
  const fields: ProfileFields = {};
  if (rest.firstName !== undefined) fields.firstName = rest.firstName;
  if (rest.lastName !== undefined) fields.lastName = rest.lastName;
  if (rest.displayName !== undefined) fields.displayName = rest.displayName;
  if (rest.bio !== undefined) fields.bio = rest.bio;
  if (rest.companyName !== undefined) fields.companyName = rest.companyName || null;
  if (rest.phone !== undefined) fields.phone = rest.phone || null;
  return fields;
}

function auditContext(request: FastifyRequest) {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** A refused role change: logged as a role-change attempt, and as privilege escalation when aiming at admin. */
async function refuseRoleChange(
  db: Db,
  request: FastifyRequest,
  userId: string,
  role: ProfileRole,
): Promise<never> {
  const metadata = { requestedRole: role, outcome: 'blocked' };
  await recordActivity(db, {
    userId,
    activityType: 'role_change',
    description: 'blocked role change',
    metadata,
    ...auditContext(request),
  });
  if (role === 'admin') {
    await recordActivity(db, {
      userId,
      activityType: 'privilege_escalation',
      description: 'attempt to become admin without admin rights',
      metadata,
      ...auditContext(request),
    });
  }
  throw new HttpError(403, 'forbidden', 'errors:roleChangeForbidden');
}

/**
 * Partial profile update (spec §3). A role in the body is accepted only from an admin (spec §6): anyone else
 * gets 403 and nothing at all is written. The admin's own change runs on the privileged connection (the
 * application role may not write roles), in one transaction with its audit row.
 */
export async function updateProfile(
  db: Db,
  request: FastifyRequest,
  update: ParsedProfileUpdate,
): Promise<TProfile> {
  const fields = toFields(update);
  const requestedRole = update.role;
  const userId = await request.signedInUserId();
  if (requestedRole === undefined) {
    return request.withUserDb(async (tx) => {
      await updateProfileFields(tx, userId, fields);
      return readBack(tx, userId);
    });
  }
  const access = await readAccessFacts(db, userId);
  if (!access.isAdmin) return refuseRoleChange(db, request, userId, requestedRole);
  return db.transaction(async (tx) => {
    await updateProfileFields(tx, userId, fields);
    const changed = await setProfileRole(tx, userId, requestedRole);
    await recordActivity(tx, {
      userId,
      activityType: 'role_change',
      description: 'role changed by an admin (own profile)',
      metadata: { previousRole: changed?.previousRole ?? null, role: requestedRole, outcome: 'applied' },
      ...auditContext(request),
    });
    return readBack(tx, userId);
  });
}

async function readBack(tx: DbTransaction, userId: string): Promise<TProfile> {
  const profile = await findProfile(tx, userId);
  if (!profile) throw notFound();
  return toProfile(profile);
}
