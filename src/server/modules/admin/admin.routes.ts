import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminUsersResponse, ZRoleChangeRequest, ZUserIdParams } from '../../../shared/contracts/account.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import { recordActivity } from '../activity/activity.repository.js';
import { setProfileRole } from '../profile/profile.repository.js';
import { listUsersWithRoles } from './admin.repository.js';
import { requireAdmin as requireAdminOf } from './require-admin.js';

export interface AdminRoutesOptions {
  db: Db;
}

/** Admin routes: every one checks, on every request, role admin AND a verified TOTP factor (require-admin.ts). */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = (app, options) => {
  const { db } = options;

  const requireAdmin = (request: FastifyRequest) => requireAdminOf(db, request);

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
