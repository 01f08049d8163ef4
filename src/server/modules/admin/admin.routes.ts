import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminUsersResponse, ZRoleChangeRequest, ZUserIdParams } from '../../../shared/contracts/account.js';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { recordActivity } from '../activity/activity.repository.js';
import { setProfileRole } from '../profile/profile.repository.js';
import { readAccessFacts } from './admin-access.repository.js';
import { listUsersWithRoles } from './admin.repository.js';

export interface AdminRoutesOptions {
  db: Db;
}

/**
 * Admin routes: every one checks, on every request, role admin AND a verified TOTP factor (spec §6). A
 * refused attempt is a security event in the caller's activity log.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = (app, options) => {
  const { db } = options;

  async function requireAdmin(request: FastifyRequest): Promise<string> {
    const userId = await request.signedInUserId();
    const access = await readAccessFacts(db, userId);
    if (access.isAdmin) return userId;
    await recordActivity(db, {
      userId,
      activityType: 'security_violation',
      description: 'admin route refused',
      metadata: { route: request.routeOptions.url, role: access.role },
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    throw forbidden();
  }

  app.get('/api/admin/users', { schema: { response: { 200: ZAdminUsersResponse } } }, async (request) => {
    await requireAdmin(request);
    return { users: await listUsersWithRoles(db) };
  });

  app.patch(
    '/api/admin/users/:id/role',
    { schema: { params: ZUserIdParams, body: ZRoleChangeRequest } },
    async (request) => {
      const adminId = await requireAdmin(request);
      const targetId = request.params.id;
      const { role } = request.body;
      return db.transaction(async (tx) => {
        const changed = await setProfileRole(tx, targetId, role);
        if (!changed) throw notFound();
        const audit = {
          activityType: 'role_change' as const,
          metadata: { adminId, targetId, previousRole: changed.previousRole, role, outcome: 'applied' },
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        };
        await recordActivity(tx, { ...audit, userId: adminId, description: 'role changed by this admin' });
        if (targetId !== adminId) {
          await recordActivity(tx, { ...audit, userId: targetId, description: 'role changed by an admin' });
        }
        return { id: targetId, role };
      });
    },
  );
  return Promise.resolve();
};
