import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminUsersResponse, ZRoleChangeRequest, ZUserIdParams } from '../../../shared/contracts/account.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { recordActivity } from '../activity/activity.repository.js';
import { requestAudit } from '../activity/request-audit.js';
import { setProfileRole } from '../profile/profile.repository.js';
import { listUsersWithRoles } from './admin.repository.js';
import { listSecurityEvents } from './security-events.repository.js';
import { ZSecurityEventsPage, ZSecurityEventsQuery } from '../../../shared/contracts/security-events.js';
import { requireAdmin as requireAdminOf } from './require-admin.js';

export interface AdminRoutesOptions {
  db: Db;
}

/** Admin routes: every one checks, on every request, role admin AND a verified TOTP factor (require-admin.ts). */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = (app, options) => {
  const { db } = options;

  const requireAdmin = (request: FastifyRequest) => requireAdminOf(db, request);

  /**
   * A role change by someone who is not admin (spec §6): besides the refused admin route, a blocked role change
   * and a privilege escalation attempt in their log; the refusal itself goes on.
   */
  async function refusedRoleChange(
    error: unknown,
    request: FastifyRequest,
    attempt: { targetId: string; requestedRole: string },
  ): Promise<never> {
    if (error instanceof HttpError && error.statusCode === 403) {
      const userId = await request.signedInUserId();
      const metadata = { ...attempt, outcome: 'blocked' };
      await recordActivity(db, {
        userId,
        activityType: 'role_change',
        description: 'blocked role change',
        metadata,
        ...requestAudit(request),
      });
      await recordActivity(db, {
        userId,
        activityType: 'privilege_escalation',
        description: 'role change without admin rights',
        metadata,
        ...requestAudit(request),
      });
    }
    throw error;
  }

  app.get('/api/admin/users', { schema: { response: { 200: ZAdminUsersResponse } } }, async (request) => {
    await requireAdmin(request);
    return { users: await listUsersWithRoles(db) };
  });

  app.get(
    '/api/admin/security-events',
    { schema: { querystring: ZSecurityEventsQuery, response: { 200: ZSecurityEventsPage } } },
    async (request) => {
      await requireAdmin(request);
      const { items, total } = await listSecurityEvents(db, request.query);
      return { items, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.patch(
    '/api/admin/users/:id/role',
    { schema: { params: ZUserIdParams, body: ZRoleChangeRequest } },
    async (request) => {
      const targetId = request.params.id;
      const { role } = request.body;
      const adminId = await requireAdmin(request).catch((error: unknown) =>
        refusedRoleChange(error, request, { targetId, requestedRole: role }),
      );
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
